'use client';

import { useEffect, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_MIN_WIDTH_PX } from '@/lib/domain/constants';
import { isDarkTheme } from './color-mode';
import { useColorMode } from './color-mode-provider';
import { markToasterMounted } from './toast';

// sonner reads its colours from these variables; pointing them at our tokens themes the toasts.
const TOKENS = {
  '--normal-bg': 'var(--surface)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--fg)',
  '--border-radius': '0.75rem',
} as CSSProperties;

/** Toasts: auto-dismiss after 3 s (spec §2), at least 300 px wide. Loaded on the first toast. */
export default function ToasterView() {
  const { theme } = useColorMode();
  const t = useTranslations('errors');
  useEffect(() => markToasterMounted(), []);
  return (
    <Toaster
      theme={isDarkTheme(theme) ? 'dark' : 'light'}
      position="top-center"
      duration={TOAST_DURATION_MS}
      containerAriaLabel={t('notifications')}
      style={TOKENS}
      toastOptions={{ style: { minWidth: TOAST_MIN_WIDTH_PX } }}
    />
  );
}

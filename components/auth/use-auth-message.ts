'use client';

import { useTranslations } from 'next-intl';
import type { MessageRef } from './field-rules';

/** Translates a message reference of the `auth` namespace; nothing in, nothing out. */
export function useAuthMessage(): (ref?: MessageRef | null) => string | undefined {
  const t = useTranslations('auth');
  return (ref) => (ref ? t(ref.key, ref.values) : undefined);
}

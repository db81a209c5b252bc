'use client';

import { useTranslations } from 'next-intl';
import type { Refusal } from '@/lib/domain/broadcast';

/** Why a stream was turned away, in the commentator's language. */
export function useRefusalText(): (reason: Refusal) => string {
  const t = useTranslations('studio.refusals');
  return (reason) => t(reason);
}

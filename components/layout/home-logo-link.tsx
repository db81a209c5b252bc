'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { Wordmark } from './wordmark';

/** The logo as a link home. A client component so pages carry a reference to it rather than its markup. */
export function HomeLogoLink({ className, compact }: { className: string; compact?: boolean }) {
  const t = useTranslations('common.brand');
  return (
    <Link href="/" aria-label={t('homeLink')} className={className}>
      <Wordmark compact={compact} />
    </Link>
  );
}

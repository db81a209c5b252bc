import { useTranslations } from 'next-intl';

/** Says on every page that the site runs in the QA mode, where every answer is mocked. */
export function MockModeBanner() {
  const t = useTranslations('common.qaMode');
  return (
    <p data-testid="qa-mode-banner" role="note" className="bg-fg px-3 py-1 text-center text-xs font-semibold text-bg">
      {t('banner')}
    </p>
  );
}

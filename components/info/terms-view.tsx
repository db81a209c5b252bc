import { FileText } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { TERMS_SECTIONS, TERMS_UPDATED } from '@/lib/content/site-info';
import { InfoPage, InfoSection } from './info-page';

/** /dieu-kien-dieu-khoan: the terms of use, one numbered section each. */
export function TermsView() {
  const t = useTranslations('info.terms');
  const format = useFormatter();
  const updated = format.dateTime(new Date(`${TERMS_UPDATED}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <InfoPage
      title={t('title')}
      icon={<FileText aria-hidden />}
      lead={
        <>
          {t('lead')} <span className="mt-1 block text-xs">{t('updated', { date: updated })}</span>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {TERMS_SECTIONS.map((key) => (
          <InfoSection key={key} id={`terms-${key}`} title={t(`sections.${key}.title`)}>
            <p>{t(`sections.${key}.body`)}</p>
          </InfoSection>
        ))}
      </div>
    </InfoPage>
  );
}

import { ArrowRight, Info } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { ABOUT_SECTIONS, INFO_PATHS } from '@/lib/content/site-info';
import { Link } from '@/lib/i18n/navigation';
import { InfoPage, InfoSection } from './info-page';

/** /ve-chung-toi: what the portal is, what it is not (a bookmaker), and how it treats members' data. */
export function AboutView() {
  const t = useTranslations('info.about');
  return (
    <InfoPage title={t('title')} lead={t('lead')} icon={<Info aria-hidden />}>
      <div className="grid gap-4 md:grid-cols-2">
        {ABOUT_SECTIONS.map((key) => (
          <InfoSection key={key} id={`about-${key}`} title={t(`sections.${key}.title`)}>
            <p>{t(`sections.${key}.body`)}</p>
          </InfoSection>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent/40 bg-accent/10 p-4">
        <p className="text-sm font-semibold text-fg">{t('cta')}</p>
        <Link href={INFO_PATHS.apply} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          {t('ctaLink')}
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </InfoPage>
  );
}

import { ChevronRight, Clock, HelpCircle, Mail, MessageCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { FAQ_ITEMS, INFO_PATHS, SUPPORT_EMAIL } from '@/lib/content/site-info';
import { Link } from '@/lib/i18n/navigation';
import { InfoPage, InfoSection } from './info-page';

const LINKS = ['about', 'terms', 'changeLog', 'apply', 'promotions', 'friends', 'menu'] as const;

/** /thong-tin: how to reach support, common questions, and the pages about the site. */
export function InfoView() {
  const t = useTranslations('info.info');
  return (
    <InfoPage title={t('title')} lead={t('lead')} icon={<HelpCircle aria-hidden />}>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <InfoSection id="info-contact" title={t('contactTitle')}>
          <dl className="flex flex-col gap-3">
            <div className="flex items-start gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <div>
                <dt className="text-xs">{t('email')}</dt>
                <dd>
                  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium break-all text-fg hover:text-accent">
                    {SUPPORT_EMAIL}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex items-start gap-2">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              <div>
                <dt className="text-xs">{t('hours')}</dt>
                <dd className="text-fg">{t('hoursValue')}</dd>
              </div>
            </div>
          </dl>
          <Link href="/chatroom" className="mt-3 flex items-start gap-2 text-fg hover:text-accent">
            <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            {t('chat')}
          </Link>
        </InfoSection>
        <nav aria-labelledby="info-links" className="rounded-xl border border-border bg-surface p-4 md:p-5">
          <h2 id="info-links" className="mb-2 text-base font-semibold text-fg">
            {t('linksTitle')}
          </h2>
          <ul className="flex flex-col">
            {LINKS.map((key) => (
              <li key={key}>
                <Link href={INFO_PATHS[key]} className="flex items-center justify-between gap-2 rounded-lg px-2 py-2 text-sm text-fg hover:bg-bg hover:text-accent">
                  {t(`links.${key}`)}
                  <ChevronRight aria-hidden className="size-4 text-muted" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <section aria-labelledby="info-faq" className="flex flex-col gap-2">
        <h2 id="info-faq" className="text-base font-semibold text-fg">
          {t('helpTitle')}
        </h2>
        {FAQ_ITEMS.map((key) => (
          <details key={key} className="group rounded-xl border border-border bg-surface p-4 open:pb-3">
            <summary className="cursor-pointer list-none text-sm font-medium text-fg marker:hidden">
              <span className="flex items-center justify-between gap-2">
                {t(`faq.${key}.q`)}
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted transition-transform group-open:rotate-90" />
              </span>
            </summary>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`faq.${key}.a`)}</p>
          </details>
        ))}
      </section>
    </InfoPage>
  );
}

import { History } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { CHANGE_KINDS, CHANGE_LOG, type ChangeKind } from '@/lib/content/change-log';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale';
import { InfoPage } from './info-page';

const KIND_BADGE: Record<ChangeKind, BadgeVariant> = { new: 'accent', improved: 'success', fixed: 'warning' };

/** /nhat-ky-thay-doi and /change-log: every release, newest first, its entries grouped by kind. */
export function ChangeLogView() {
  const t = useTranslations('info.changeLog');
  const format = useFormatter();
  const requested = useLocale();
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return (
    <InfoPage title={t('title')} lead={t('lead')} icon={<History aria-hidden />}>
      <ol className="relative flex flex-col gap-5 border-l border-border pl-5" data-testid="change-log">
        {CHANGE_LOG.map((release) => (
          <li key={release.version} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-accent ring-4 ring-bg" />
            <section aria-labelledby={`v-${release.version}`} className="rounded-xl border border-border bg-surface p-4">
              <h2 id={`v-${release.version}`} className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-fg">
                {t('version', { version: release.version })}
                <time dateTime={release.date} className="text-xs font-normal text-muted">
                  {format.dateTime(new Date(`${release.date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}
                </time>
              </h2>
              {CHANGE_KINDS.map((kind) => {
                const entries = release.entries.filter((e) => e.kind === kind);
                if (entries.length === 0) return null;
                return (
                  <div key={kind} className="mt-3">
                    <h3 className="mb-1.5">
                      <Badge variant={KIND_BADGE[kind]}>{t(`kind.${kind}`)}</Badge>
                    </h3>
                    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed text-muted marker:text-border">
                      {entries.map((entry) => (
                        <li key={entry.text.en}>{entry.text[locale]}</li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </section>
          </li>
        ))}
      </ol>
    </InfoPage>
  );
}

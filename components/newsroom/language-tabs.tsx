'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { LOCALES, type Locale } from '@/lib/domain/locale';

interface LanguageTabsProps {
  active: Locale;
  onSelect(locale: Locale): void;
  /** Languages still missing their headline get a mark. */
  incomplete: ReadonlySet<Locale>;
  panelId: string;
}

/** Vietnamese, English, Chinese: one tab each over the article's text. */
export function LanguageTabs({ active, onSelect, incomplete, panelId }: LanguageTabsProps) {
  const t = useTranslations('newsroom.editor');
  return (
    <div role="tablist" aria-label={t('languageTabs')} className="flex gap-1 rounded-xl bg-surface-2 p-1">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          role="tab"
          id={`${panelId}-${locale}`}
          aria-selected={active === locale}
          aria-controls={panelId}
          onClick={() => onSelect(locale)}
          className={cn(
            'flex h-9 flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold transition',
            active === locale ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          {t(`languages.${locale}`)}
          {incomplete.has(locale) ? <span aria-hidden className="size-1.5 rounded-full bg-warning" /> : null}
        </button>
      ))}
    </div>
  );
}

'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import { Icon } from '@/components/ui/icon';
import { LOCALES, type Locale } from '@/lib/domain/locale';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { HTML_LANG } from '@/lib/domain/locale';

/** Switches vi / en / zh on the same page (path and query kept); the choice is stored in NEXT_LOCALE. */
export function LocaleSwitch() {
  const t = useTranslations('common.localeSwitch');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const [, startTransition] = useTransition();

  const choose = (next: Locale) => {
    if (next === locale) return;
    const href = `${pathname}${window.location.search}`;
    startTransition(() => router.replace(href, { locale: next, scroll: false }));
  };

  return (
    <Dropdown
      // The name begins with the code shown, so a voice command naming what is on screen finds it.
      label={t('current', { code: locale.toUpperCase(), name: t(locale) })}
      trigger={
        <>
          <Icon name="languages" className="max-sm:hidden" />
          <span className="text-xs uppercase">{locale}</span>
        </>
      }
    >
      {(close) =>
        LOCALES.map((l) => (
          <DropdownItem
            key={l}
            lang={HTML_LANG[l]}
            selected={l === locale}
            icon={l === locale ? <Icon name="check" /> : <span className="inline-block w-4" />}
            onSelect={() => {
              close();
              choose(l);
            }}
          >
            {t(l)}
          </DropdownItem>
        ))
      }
    </Dropdown>
  );
}

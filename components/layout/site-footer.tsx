import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/contract/resource';
import { menuEntries } from './menu-entries';
import { MenuList } from './menu-list';
import { HomeLogoLink } from './home-logo-link';

/** Footer: the "footerv4" menu, a short about text, the age notice and the copyright year. */
export function SiteFooter({ items, year }: { items: MenuItem[]; year: number }) {
  const t = useTranslations('common');
  return (
    <footer aria-label={t('footer.label')} className="mt-10 border-t border-border bg-surface">
      <div className="page-container grid gap-8 py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:py-10">
        <div className="flex flex-col gap-3">
          <HomeLogoLink className="self-start rounded-lg" />
          <p className="max-w-md text-sm leading-relaxed text-muted">{t('footer.about')}</p>
        </div>
        {items.length > 0 ? (
          <nav aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className="mb-3 text-xs font-bold tracking-wider text-muted uppercase">
              {t('footer.linksTitle')}
            </h2>
            <MenuList items={menuEntries(items, { icons: false })} look="footer" />
          </nav>
        ) : null}
      </div>
      <div className="border-t border-border">
        <div className="page-container flex flex-col gap-1 py-4 text-xs text-muted md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <p>{t('footer.notice')}</p>
        </div>
      </div>
    </footer>
  );
}

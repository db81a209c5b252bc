import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/contract/resource';
import { Link } from '@/lib/i18n/navigation';
import { MenuLink } from './menu-link';
import { Wordmark } from './wordmark';

/** Footer: the "footerv4" menu, a short about text, the age notice and the copyright year. */
export function SiteFooter({ items, year }: { items: MenuItem[]; year: number }) {
  const t = useTranslations('common');
  return (
    <footer aria-label={t('footer.label')} className="mt-10 border-t border-border bg-surface">
      <div className="page-container grid gap-8 py-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:py-10">
        <div className="flex flex-col gap-3">
          <Link href="/" aria-label={t('brand.homeLink')} className="self-start rounded-lg">
            <Wordmark />
          </Link>
          <p className="max-w-md text-sm leading-relaxed text-muted">{t('footer.about')}</p>
        </div>
        {items.length > 0 ? (
          <nav aria-labelledby="footer-links-title">
            <h2 id="footer-links-title" className="mb-3 text-xs font-bold tracking-wider text-muted uppercase">
              {t('footer.linksTitle')}
            </h2>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <MenuLink href={item.href} className="text-sm text-fg/85 transition hover:text-accent">
                    {item.label}
                  </MenuLink>
                </li>
              ))}
            </ul>
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

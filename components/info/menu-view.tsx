import { LayoutGrid } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { iconNameFor } from '@/components/layout/menu-icon';
import type { MenuItem, Menus } from '@/lib/contract/resource';
import { INFO_PATHS } from '@/lib/content/site-info';
import { FEED_PATHS } from '@/lib/domain/feed';
import { MEMBER_PATHS } from '@/lib/domain/member-urls';
import { Link } from '@/lib/i18n/navigation';
import { InfoPage } from './info-page';

interface Tile {
  key: string;
  href: string;
  label: string;
  icon: IconName | null;
}

type MemberLinkKey = 'hub' | 'missions' | 'checkIn' | 'referral' | 'account' | 'feedProfile' | 'savedPosts' | 'feedGroups' | 'feedEvents' | 'feedCommunity' | 'feedActivity' | 'friends' | 'favourites' | 'promotions' | 'apply' | 'info';

const MEMBER_HREF: Record<MemberLinkKey, string> = {
  hub: MEMBER_PATHS.hub,
  missions: MEMBER_PATHS.missions,
  checkIn: MEMBER_PATHS.checkIn,
  referral: MEMBER_PATHS.referral,
  account: MEMBER_PATHS.account,
  feedProfile: FEED_PATHS.profile,
  savedPosts: FEED_PATHS.saved,
  feedGroups: FEED_PATHS.groups,
  feedEvents: FEED_PATHS.events,
  feedCommunity: FEED_PATHS.community,
  feedActivity: FEED_PATHS.activity,
  friends: INFO_PATHS.friends,
  favourites: MEMBER_PATHS.favourites,
  promotions: INFO_PATHS.promotions,
  apply: INFO_PATHS.apply,
  info: INFO_PATHS.info,
};

const MEMBER_LINKS: readonly [MemberLinkKey, IconName][] = [
  ['hub', 'user-round'],
  ['missions', 'list-checks'],
  ['checkIn', 'calendar-check'],
  ['referral', 'megaphone'],
  ['account', 'log-in'],
  ['feedProfile', 'newspaper'],
  ['savedPosts', 'bookmark'],
  ['feedGroups', 'users'],
  ['feedEvents', 'calendar-days'],
  ['feedCommunity', 'layout-grid'],
  ['feedActivity', 'history'],
  ['friends', 'users'],
  ['favourites', 'star'],
  ['promotions', 'gift'],
  ['apply', 'mic'],
  ['info', 'info'],
];

const tilesOf = (items: MenuItem[]): Tile[] => items.map((m) => ({ key: String(m.id), href: m.href, label: m.label, icon: iconNameFor(m.icon, m.liveModeId) }));

function Group({ id, title, tiles }: { id: string; title: string; tiles: Tile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-xs font-bold tracking-wider text-muted uppercase">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              href={tile.href}
              className="flex h-full min-h-12 items-center gap-2.5 rounded-xl border border-border bg-surface px-3 py-2.5 text-sm font-medium text-fg transition hover:border-accent/50 hover:text-accent"
            >
              {tile.icon ? <Icon name={tile.icon} className="size-4 shrink-0 text-accent" /> : null}
              <span className="min-w-0">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /menu: every section of the site, grouped, from the same menu rows the header, sports bar and footer use. */
export function MenuView({ menus }: { menus: Menus }) {
  const t = useTranslations('info.menu');
  const member: Tile[] = MEMBER_LINKS.map(([key, icon]) => ({ key, href: MEMBER_HREF[key], label: t(`memberLinks.${key}`), icon }));
  // The footer repeats some member pages; each address is shown once, in its first group.
  const seen = new Set<string>();
  const once = (tiles: Tile[]) => tiles.filter((tile) => !seen.has(tile.href) && seen.add(tile.href));
  const sections = once(tilesOf(menus['header-v4']));
  const live = once(tilesOf(menus.nav));
  const members = once(member);
  const more = once(tilesOf(menus.footerv4));
  return (
    <InfoPage title={t('title')} lead={t('lead')} icon={<LayoutGrid aria-hidden />}>
      <div className="flex flex-col gap-6" data-testid="full-menu">
        <Group id="menu-sections" title={t('sections')} tiles={sections} />
        <Group id="menu-live" title={t('live')} tiles={live} />
        <Group id="menu-member" title={t('member')} tiles={members} />
        <Group id="menu-more" title={t('more')} tiles={more} />
      </div>
    </InfoPage>
  );
}

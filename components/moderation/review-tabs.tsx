import { ClipboardList, ScrollText } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { INFO_PATHS } from '@/lib/content/site-info';
import { Link } from '@/lib/i18n/navigation';

export type ModerationTab = 'queue' | 'log';

/** The log's own address: `?tab=log`, with the log's page and room kept by its links. */
export const LOG_TAB_PARAMS = { tab: 'log' } as const;

const TABS: readonly { key: ModerationTab; href: string; Icon: typeof ClipboardList }[] = [
  { key: 'queue', href: INFO_PATHS.moderationLog, Icon: ClipboardList },
  { key: 'log', href: `${INFO_PATHS.moderationLog}?tab=${LOG_TAB_PARAMS.tab}`, Icon: ScrollText },
];

/** Review queue | Moderation log, for the staff who see both on /kiem-duyet. */
export function ReviewTabs({ active, labels }: { active: ModerationTab; labels: { nav: string } & Record<ModerationTab, string> }) {
  return (
    <nav aria-label={labels.nav} className="scrollbar-none -mx-1 overflow-x-auto">
      <ul className="flex min-w-max items-center gap-1 px-1">
        {TABS.map(({ key, href, Icon }) => (
          <li key={key}>
            <Link
              href={href}
              aria-current={active === key ? 'page' : undefined}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition',
                active === key ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-2 hover:text-fg',
              )}
            >
              <Icon aria-hidden className="size-4" />
              {labels[key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

'use client';

import { lazy, Suspense, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { QueryProvider } from '@/components/app/query-provider';
import { cn } from '@/components/ui/cn';
import { inboxBadgeQuery, unreadOf } from '@/lib/api/queries/inbox';

// The list, its tabs and mark-read load when the bell is first opened.
const InboxPanel = lazy(() => import('./inbox-panel').then((m) => ({ default: m.InboxPanel })));

/**
 * A member's bell with the unread count (polled every 60 s and on focus). It sits in the shell, above
 * any page's query cache, so it brings its own provider of the one shared client: a page that marks
 * messages read refreshes this badge too.
 */
export function MemberInboxBell({ viewer }: { viewer: number }) {
  return (
    <QueryProvider>
      <BellWithBadge viewer={viewer} />
    </QueryProvider>
  );
}

function BellWithBadge({ viewer }: { viewer: number }) {
  const t = useTranslations('inbox');
  const { data } = useInfiniteQuery(inboxBadgeQuery(viewer));
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const unread = unreadOf(data);

  const toggle = () => {
    setEverOpened(true);
    setOpen((v) => !v);
  };

  return (
    <div className="relative" data-inbox-root>
      <button
        type="button"
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={toggle}
        className={cn('relative inline-flex size-9 items-center justify-center rounded-lg text-fg transition hover:bg-surface-2', open && 'bg-surface-2')}
      >
        <Bell aria-hidden className="size-[18px]" />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="inbox-badge"
            className="absolute -top-0.5 -right-0.5 min-w-[18px] rounded-full bg-live-solid px-1 py-0.5 text-center text-[10px] leading-none font-bold text-white tabular-nums ring-2 ring-surface"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <InboxPanel open={open} viewer={viewer} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

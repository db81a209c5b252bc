'use client';

import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { useNearEnd } from './use-near-end';

/** What a cursor list's footer needs of its infinite query. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<{ hasNextPage: boolean; isError: boolean }>;
}

interface ListMoreProps {
  pages: MorePages;
  labels: { more: string; loadingMore: string; moreFailed: string; retry: string; end?: string };
  /** Fetch the next page as the reader nears the end (infinite scroll); the button stays for those who never scroll. */
  auto?: boolean;
  /** Shown in place of the button while the next page loads (a placeholder card); otherwise the button says it is loading. */
  loading?: ReactNode;
  /** The list above: when the last page arrives and the button goes, focus moves to it rather than to the page body. */
  list?: RefObject<HTMLElement | null>;
}

/**
 * The foot of every cursor list: a button for the next page (or the next page on its own as the reader
 * nears it), a retry when that page failed, and, when `end` is given, a line saying there is no more.
 */
export function ListMore({ pages, labels, auto = false, loading, list }: ListMoreProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const sentinel = useNearEnd<HTMLDivElement>(() => void fetchNextPage(), auto && hasNextPage && !isFetchingNextPage && !isFetchNextPageError);
  if (!hasNextPage && !labels.end) return null;
  const placeholder = isFetchingNextPage && loading !== undefined;
  const moreFailed = isFetchNextPageError && !isFetchingNextPage;
  const loadMore = async (button: HTMLButtonElement) => {
    // The button stays focusable while busy (aria-disabled, not disabled) so keyboard focus is not
    // dropped; a second press meanwhile is ignored here.
    if (isFetchingNextPage) return;
    const hadFocus = document.activeElement === button;
    const next = await fetchNextPage();
    if (hadFocus && !next.hasNextPage && !next.isError) list?.current?.focus();
  };
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2 pb-1 text-center text-sm text-muted">
      {placeholder ? loading : null}
      {moreFailed ? <p role="alert">{labels.moreFailed}</p> : null}
      {hasNextPage && !placeholder ? (
        // One button for more, busy and retry, so focus stays on it through every state.
        <Button
          variant="outline"
          size="sm"
          aria-disabled={isFetchingNextPage || undefined}
          onClick={(e) => void loadMore(e.currentTarget)}
          className="aria-disabled:cursor-wait aria-disabled:opacity-50"
        >
          {isFetchingNextPage ? labels.loadingMore : moreFailed ? labels.retry : labels.more}
        </Button>
      ) : null}
      {!hasNextPage ? <p>{labels.end}</p> : null}
    </div>
  );
}

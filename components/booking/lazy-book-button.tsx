'use client';

import { lazy, Suspense } from 'react';
import type { BookButtonProps } from './book-button';

// The button keeps the member's bookings in the query cache; the pages that hold it lazily (the
// `(light)` pages: the schedule, the match page) load no cache of their own, so it brings one along.
const BookButton = lazy(async () => {
  const [{ BookButton: Button }, { QueryProvider }] = await Promise.all([import('./book-button'), import('@/components/app/query-provider')]);
  return {
    default: function BookButtonWithCache(props: BookButtonProps) {
      return (
        <QueryProvider>
          <Button {...props} />
        </QueryProvider>
      );
    },
  };
});

/**
 * The booking button for pages where it is not the point (the match page before kick-off): the
 * server draws it, and its code (with the bookings list behind it) loads after the page, so the
 * page's first load does not carry it.
 */
export function LazyBookButton(props: BookButtonProps) {
  return (
    <Suspense fallback={null}>
      <BookButton {...props} />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense } from 'react';
import type { BookButtonProps } from './book-button';

const BookButton = lazy(() => import('./book-button').then((m) => ({ default: m.BookButton })));

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

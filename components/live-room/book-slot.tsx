'use client';

import { BookButton, type BookButtonProps } from '@/components/booking/book-button';

export type BookSlotProps = Pick<BookButtonProps, 'fixtureId' | 'commentatorId' | 'matchName' | 'commentatorName' | 'disabled'>;

/** Where a member books this commentator's broadcast of a fixture; guests are asked to log in. */
export function BookSlot(props: BookSlotProps) {
  return <BookButton {...props} className="shrink-0" />;
}

import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/app/query-provider';

/** The member's bookings are read and cancelled through the query cache the booking buttons share. */
export default function BookingsLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}

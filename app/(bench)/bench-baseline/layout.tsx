import type { ReactNode } from 'react';

/** A root layout with nothing of ours in it: the framework's own first-load JS, for comparison. */
export default function BaselineLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

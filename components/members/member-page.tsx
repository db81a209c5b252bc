import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-kit/page-title';

/** The member pages' frame: a title, an optional line under it, something on the right, the body. */
export function MemberPage({ title, intro, aside, children }: { title?: string; intro?: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 py-4 md:py-6">
      {title ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <PageTitle>{title}</PageTitle>
            {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
          </div>
          {aside}
        </div>
      ) : null}
      {children}
    </div>
  );
}

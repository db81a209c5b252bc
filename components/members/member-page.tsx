import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';

/** The member pages' frame: a title, an optional line under it, something on the right, the body. */
export function MemberPage({ title, intro, aside, children }: { title?: string; intro?: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <PageShell width="wide" gap={4}>
      {title ? <PageHeader title={title} subtitle={intro} actions={aside} /> : null}
      {children}
    </PageShell>
  );
}

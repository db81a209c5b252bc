import type { ReactNode } from 'react';
import { PageTitle } from '@/components/page-kit/page-title';

interface InfoPageProps {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** The frame of a reading page: a heading with its lead, then the content at a comfortable width. */
export function InfoPage({ title, lead, icon, children }: InfoPageProps) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-4 md:py-8">
      <header className="flex flex-col gap-2">
        <PageTitle withIcon>
          {icon ? <span className="text-accent [&_svg]:size-6">{icon}</span> : null}
          {title}
        </PageTitle>
        {lead ? <p className="text-sm leading-relaxed text-muted md:text-base">{lead}</p> : null}
      </header>
      {children}
    </article>
  );
}

/** One titled block of text on a reading page. */
export function InfoSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-4 md:p-5">
      <h2 id={id} className="mb-2 text-base font-semibold text-fg">
        {title}
      </h2>
      <div className="text-sm leading-relaxed text-muted">{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';

export interface SectionLink {
  id: string;
  label: string;
}

/** Jump links to the sections of a long page; stays in reach while scrolling. */
export function SectionNav({ items, label }: { items: readonly SectionLink[]; label: string }) {
  return (
    <nav aria-label={label} className="scrollbar-none sticky top-14 z-10 -mx-1 overflow-x-auto bg-bg/90 py-2 backdrop-blur">
      <ul className="flex min-w-max gap-1 px-1">
        {items.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="inline-flex h-9 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap text-muted transition hover:bg-surface-2 hover:text-fg">
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One titled section of an entity page, the target of a SectionNav link. */
export function PageSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-bold tracking-tight text-fg md:text-lg">{title}</h2>
        {action ? <div className="shrink-0 text-sm">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** The studio's inputs and selects, as the newsroom draws its own. */
export const FIELD_CLASS =
  'w-full rounded-xl border border-border bg-bg px-3.5 py-2.5 text-base text-fg outline-none transition placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/25 disabled:opacity-60 sm:text-sm';

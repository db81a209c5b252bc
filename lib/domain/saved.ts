/** What members can save to read later; each later section adds its kind here. */
export const SAVED_KINDS = ['article', 'clip', 'post'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

export const SAVED_LIMITS = {
  pageSize: 20,
  pageSizeMax: 50,
  /** Items one member may keep; past it the oldest must go before another is saved. */
  perMember: 1000,
} as const;

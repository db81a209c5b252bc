/** Sort options of spec §3, sent as-is in list queries. */
export const SORT_OPTIONS = {
  mostArticle: 'mostArticle,desc',
  viewCount: 'viewCount,desc',
} as const;
export type SortOptionKey = keyof typeof SORT_OPTIONS;
export type SortOption = (typeof SORT_OPTIONS)[SortOptionKey];

export const SORT_OPTION_VALUES: readonly SortOption[] = Object.values(SORT_OPTIONS);

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTION_VALUES as readonly string[]).includes(value);
}

/** Splits 'viewCount,desc' into the field and direction a query builder needs. */
export function parseSortOption(value: SortOption): { field: string; direction: 'asc' | 'desc' } {
  const [field = '', direction] = value.split(',');
  return { field, direction: direction === 'asc' ? 'asc' : 'desc' };
}

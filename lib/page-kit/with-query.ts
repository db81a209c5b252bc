/** A page's query values as Next hands them over: one, repeated or absent. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** `path` with every query value of the request kept (repeated ones too), for a redirect that keeps the day and filter. */
export function withQuery(path: string, searchParams: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

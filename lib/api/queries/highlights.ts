import type { QueryOf } from '@/lib/contract/endpoint';
import { highlightDetail, highlightList, highlightPackages } from '@/lib/contract/highlights-calls';
import { callQuery } from './call-query';

export const HIGHLIGHTS_KEY_ROOT = 'highlights';

export type HighlightListParams = QueryOf<typeof highlightList>;

/** One page of clips: of a sport, a type or a match, newest or most viewed first. */
export const highlightListQuery = (q: HighlightListParams) => callQuery(HIGHLIGHTS_KEY_ROOT, highlightList, q, { staleTime: 60_000 });
/** One clip with its chapters, single-moment clips and related clips. */
export const highlightDetailQuery = (id: number) => callQuery(HIGHLIGHTS_KEY_ROOT, highlightDetail, { id }, { staleTime: 60_000 });
/** The highlight packages of a results list's matches. */
export const highlightPackagesQuery = (fixtureIds: readonly number[]) => callQuery(HIGHLIGHTS_KEY_ROOT, highlightPackages, { fixtureIds: [...fixtureIds].sort((a, b) => a - b).join(',') }, { staleTime: 60_000 });

import { FILTER_CODE, type FilterCode, isFilterCode, liveModeForFilter } from '@/lib/domain/filter-codes';
import { LIVE_MODE, type LiveModeId, type LiveModeKey } from '@/lib/domain/live-modes';

/** Every live-schedule tab lives under this path; the bare path shows all matches. */
export const SCHEDULE_BASE = '/lich-truc-tiep';

export type ScheduleTabKey = 'all' | LiveModeKey | 'bookings';

export interface ScheduleTab {
  key: ScheduleTabKey;
  /** Path below SCHEDULE_BASE, as the spec names the tab (`tat-ca`, `the-thao/bong-da`…). */
  segment: string;
  /** Matches of this live mode only; none for "all" and "my bookings". */
  liveModeId?: LiveModeId;
}

const modeTab = (key: LiveModeKey, segment: string): ScheduleTab => ({ key, segment, liveModeId: LIVE_MODE[key] });

/** The tab bar, in the order the site's mode navigation shows them. */
export const SCHEDULE_TABS: readonly ScheduleTab[] = [
  { key: 'all', segment: 'tat-ca' },
  modeTab('football', 'the-thao/bong-da'),
  modeTab('basketball', 'the-thao/bong-ro'),
  modeTab('volleyball', 'the-thao/bong-chuyen'),
  modeTab('tennis', 'tennis'),
  modeTab('esport', 'esport'),
  modeTab('billiard', 'billiard'),
  modeTab('marble', 'tro-choi/dua-bi'),
  modeTab('casino', 'casino'),
  modeTab('slot', 'slot'),
  modeTab('cardGame', 'card-game'),
  { key: 'bookings', segment: 'dat-lich-cua-ban' },
];

export const ALL_TAB = SCHEDULE_TABS[0] as ScheduleTab;
export const ESPORT_TAB = SCHEDULE_TABS.find((t) => t.key === 'esport') as ScheduleTab;
export const BOOKINGS_TAB = SCHEDULE_TABS.find((t) => t.key === 'bookings') as ScheduleTab;

export function tabPath(tab: ScheduleTab): string {
  return `${SCHEDULE_BASE}/${tab.segment}`;
}

export type ScheduleRoute =
  | { kind: 'schedule'; tab: ScheduleTab; leagueSlug?: string }
  | { kind: 'bookings' };

const LEAGUE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What the path segments below SCHEDULE_BASE name: a tab, an esports league (`esport/{slug}`)
 * or the member's bookings. Anything else is null (a 404).
 */
export function resolveScheduleRoute(segments: readonly string[]): ScheduleRoute | null {
  if (segments.length === 0) return { kind: 'schedule', tab: ALL_TAB };
  const path = segments.join('/');
  const tab = SCHEDULE_TABS.find((t) => t.segment === path);
  if (tab) return tab.key === 'bookings' ? { kind: 'bookings' } : { kind: 'schedule', tab };
  const [first, slug, ...rest] = segments;
  if (first === 'esport' && slug !== undefined && rest.length === 0 && LEAGUE_SLUG.test(slug)) {
    return { kind: 'schedule', tab: ESPORT_TAB, leagueSlug: slug };
  }
  return null;
}

/**
 * Filters a tab accepts in its URL. "All" takes the sport codes too (links shared before the sport
 * tabs existed carry them), but they lead to the sport's own tab (see `sportTabForFilter`), so the
 * one filter any tab shows is 999 "scheduled": matches with a commentator booked on air. "My tips"
 * (24) needs the member's tips, which the schedule does not have, so no tab accepts it.
 */
export function filtersFor(tab: ScheduleTab): readonly FilterCode[] {
  if (tab.liveModeId !== undefined) return [FILTER_CODE.scheduled];
  return [
    FILTER_CODE.scheduled,
    FILTER_CODE.football,
    FILTER_CODE.basketball,
    FILTER_CODE.esport,
    FILTER_CODE.marble,
    FILTER_CODE.casino,
  ];
}

/** The sport tab a sport filter code names on "All" (10 → football…); undefined for 999. */
export function sportTabForFilter(code: FilterCode): ScheduleTab | undefined {
  const liveModeId = liveModeForFilter(code);
  return liveModeId === undefined ? undefined : SCHEDULE_TABS.find((t) => t.liveModeId === liveModeId);
}

/** The filter a `?filter=` value names, undefined when absent, null when the tab does not offer it. */
export function parseFilter(tab: ScheduleTab, raw: string | undefined): FilterCode | undefined | null {
  if (raw === undefined) return undefined;
  if (!/^\d{1,4}$/.test(raw)) return null;
  const code = Number(raw);
  return isFilterCode(code) && filtersFor(tab).includes(code) ? code : null;
}

/** The live mode the schedule query asks for: the tab's, else the filter's sport. */
export function queryLiveMode(tab: ScheduleTab, filter: FilterCode | undefined): LiveModeId | undefined {
  return tab.liveModeId ?? (filter === undefined ? undefined : liveModeForFilter(filter));
}

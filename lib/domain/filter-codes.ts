import { LIVE_MODE, type LiveModeId } from './live-modes';

/** Filter codes of spec §3, used by schedule and tip filters. */
export const FILTER_CODE = {
  scheduled: 999,
  football: 10,
  basketball: 20,
  esport: 30,
  marble: 40,
  casino: 50,
  myTips: 24,
} as const;
export type FilterCodeKey = keyof typeof FILTER_CODE;
export type FilterCode = (typeof FILTER_CODE)[FilterCodeKey];

/** "scheduled" and "my tips" span every mode, so they have no live mode. */
export const FILTER_LIVE_MODE: Readonly<Partial<Record<FilterCodeKey, LiveModeId>>> = {
  football: LIVE_MODE.football,
  basketball: LIVE_MODE.basketball,
  esport: LIVE_MODE.esport,
  marble: LIVE_MODE.marble,
  casino: LIVE_MODE.casino,
};

const KEYS = Object.keys(FILTER_CODE) as FilterCodeKey[];

export function filterCodeKey(code: number): FilterCodeKey | undefined {
  return KEYS.find((key) => FILTER_CODE[key] === code);
}

export function isFilterCode(code: number): code is FilterCode {
  return filterCodeKey(code) !== undefined;
}

export function liveModeForFilter(code: number): LiveModeId | undefined {
  const key = filterCodeKey(code);
  return key === undefined ? undefined : FILTER_LIVE_MODE[key];
}

export function filterCodeForLiveMode(liveModeId: number): FilterCode | undefined {
  const key = KEYS.find((k) => FILTER_LIVE_MODE[k] === liveModeId);
  return key === undefined ? undefined : FILTER_CODE[key];
}

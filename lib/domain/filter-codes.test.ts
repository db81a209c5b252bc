import { describe, expect, it } from 'vitest';
import { FILTER_CODE, filterCodeForLiveMode, filterCodeKey, isFilterCode, liveModeForFilter } from './filter-codes';
import { LIVE_MODE } from './live-modes';

describe('FILTER_CODE', () => {
  it.each([
    ['scheduled', 999],
    ['football', 10],
    ['basketball', 20],
    ['esport', 30],
    ['marble', 40],
    ['casino', 50],
    ['myTips', 24],
  ] as const)('gives %s the code %i', (key, code) => {
    expect(FILTER_CODE[key]).toBe(code);
  });
});

describe('liveModeForFilter', () => {
  it.each([
    [10, LIVE_MODE.football],
    [20, LIVE_MODE.basketball],
    [30, LIVE_MODE.esport],
    [40, LIVE_MODE.marble],
    [50, LIVE_MODE.casino],
  ])('maps filter %i to live mode %i', (code, mode) => {
    expect(liveModeForFilter(code)).toBe(mode);
  });

  it('has no live mode for 999 scheduled', () => {
    expect(liveModeForFilter(999)).toBeUndefined();
  });

  it('has no live mode for 24 my tips', () => {
    expect(liveModeForFilter(24)).toBeUndefined();
  });

  it('has no live mode for an unknown code', () => {
    expect(liveModeForFilter(11)).toBeUndefined();
  });
});

describe('filterCodeForLiveMode', () => {
  it('maps the football live mode back to filter 10', () => {
    expect(filterCodeForLiveMode(LIVE_MODE.football)).toBe(10);
  });

  it('has no filter code for a live mode without one', () => {
    expect(filterCodeForLiveMode(LIVE_MODE.tennis)).toBeUndefined();
  });
});

describe('filterCodeKey', () => {
  it('names code 24 myTips', () => {
    expect(filterCodeKey(24)).toBe('myTips');
  });

  it('recognises 999 as a filter code', () => {
    expect(isFilterCode(999)).toBe(true);
  });

  it('rejects a number that is no filter code', () => {
    expect(isFilterCode(6)).toBe(false);
  });
});

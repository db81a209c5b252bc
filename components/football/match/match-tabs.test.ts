import { describe, expect, it } from 'vitest';
import { matchTabFrom, matchTabHref } from './match-tabs';

describe('match tabs', () => {
  it('opens the named tab, else the overview', () => {
    expect(matchTabFrom('lineups')).toBe('lineups');
    for (const other of [undefined, '', 'LINEUPS', 'nope', ['lineups', 'h2h']]) expect(matchTabFrom(other)).toBe('overview');
  });

  it('keeps the league id beside the tab', () => {
    expect(matchTabHref('/tran-dau/a-vs-b/5?leagueId=2', 'h2h')).toBe('/tran-dau/a-vs-b/5?leagueId=2&tab=h2h');
    expect(matchTabHref('/tran-dau/a-vs-b/5', 'odds')).toBe('/tran-dau/a-vs-b/5?tab=odds');
    expect(matchTabHref('/tran-dau/a-vs-b/5?leagueId=2', 'overview')).toBe('/tran-dau/a-vs-b/5?leagueId=2');
  });
});

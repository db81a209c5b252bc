import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/tests/mocks/data';
import { groupByLeaguePriority } from './scores-grouping';

const league = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), logo: '' });
const m = (fixtureId: number, l: ReturnType<typeof league>, startTimestamp: number) => makeMatch({ fixtureId, league: l, startTimestamp });
const A = league(1, 'Alpha');
const B = league(2, 'Beta');
const C = league(3, 'Cup');

describe('groupByLeaguePriority', () => {
  const info = new Map([
    [1, { id: 1, country: 'X', priority: 5 }],
    [2, { id: 2, country: 'Y', priority: 1 }],
    [3, { id: 3, country: 'Z', priority: 5 }],
  ]);
  it('orders leagues by priority, then by name', () => {
    const groups = groupByLeaguePriority([m(1, C, 0), m(2, A, 0), m(3, B, 0)], info);
    expect(groups.map((g) => g.league.name)).toEqual(['Beta', 'Alpha', 'Cup']);
  });
  it('orders a league’s matches by kick-off, then id', () => {
    const groups = groupByLeaguePriority([m(9, A, 200), m(8, A, 100), m(7, A, 200)], info);
    expect(groups[0]?.matches.map((x) => x.fixtureId)).toEqual([8, 7, 9]);
  });
  it('puts a league without priority last and carries the country', () => {
    const groups = groupByLeaguePriority([m(1, league(9, 'Aaa'), 0), m(2, A, 0)], info);
    expect(groups.map((g) => [g.league.name, g.league.country])).toEqual([['Alpha', 'X'], ['Aaa', '']]);
  });
});

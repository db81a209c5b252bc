import { describe, expect, it } from 'vitest';
import { makeMatch } from '@/tests/mocks/data';
import { LIVE_MODE } from './live-modes';
import { matchLink } from './match-link';
import { matchOffer, matchStage } from './match-offer';

describe('matchStage', () => {
  it.each([
    ['19:30', 'upcoming'], ['0', 'upcoming'], ['delayed', 'upcoming'],
    ['23', 'live'], ['45+2', 'live'], ['HT', 'live'], ['suspended', 'live'],
    ['FT', 'finished'], ['pen', 'finished'], ['wo', 'finished'], ['awarded', 'finished'],
    ['postponed', 'off'], ['cancelled', 'off'], ['abandoned', 'off'], ['???', 'off'],
  ])('reads %s as %s', (status, stage) => {
    expect(matchStage(status)).toBe(stage);
  });
});

describe('matchOffer', () => {
  it('offers a room and its viewers only while the match runs', () => {
    expect(matchOffer('67')).toEqual({ watch: true, viewers: true, book: false, score: true });
    for (const status of ['19:30', 'FT', 'postponed']) {
      expect(matchOffer(status).watch, status).toBe(false);
      expect(matchOffer(status).viewers, status).toBe(false);
    }
  });

  it('offers booking only before kick-off and a score only once the match started', () => {
    expect(matchOffer('19:30')).toEqual({ watch: false, viewers: false, book: true, score: false });
    expect(matchOffer('FT')).toEqual({ watch: false, viewers: false, book: false, score: true });
    expect(matchOffer('cancelled')).toEqual({ watch: false, viewers: false, book: false, score: false });
  });
});

describe('matchLink', () => {
  const room = (status: string, liveModeId: number = LIVE_MODE.football) =>
    matchLink(makeMatch({ status, liveModeId, roomId: 7, users: [] }));

  it('leads into the room only while the match runs, else to a football match page', () => {
    expect(room('55')).toMatch(/^\/truc-tiep\/.+-7$/);
    expect(room('FT')).toMatch(/^\/tran-dau\//);
    expect(room('19:30')).toMatch(/^\/tran-dau\//);
  });

  it('leads nowhere for another sport that is not on', () => {
    expect(room('FT', LIVE_MODE.tennis)).toBeNull();
  });
});

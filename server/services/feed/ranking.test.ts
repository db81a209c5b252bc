import { describe, expect, it } from 'vitest';
import { FEED_RANKING } from '@/lib/domain/feed';
import { freshness, rankPosts, scoreOf, tieBoost, type RankCandidate, type RankReader } from './ranking';

const NOW = 1_750_000_000_000;
const HOUR = 3_600_000;
const post = (id: number, over: Partial<RankCandidate> = {}): RankCandidate => ({
  id, authorId: 100 + id, groupId: null, createdAt: NOW - HOUR, lang: 'vi', teamIds: [], reactionCount: 0, commentCount: 0, shareCount: 0, ...over,
});
const reader: RankReader = { userId: 1, friendIds: new Set([2]), groupIds: new Set([7]), favouriteTeamIds: new Set([50]), locale: 'vi' };
const ids = (list: RankCandidate[]) => list.map((p) => p.id);

describe('feed ranking', () => {
  it('halves freshness every half-life and treats a post from the future as new', () => {
    expect(freshness(NOW, NOW)).toBe(1);
    expect(freshness(NOW - FEED_RANKING.halfLifeHours * HOUR, NOW)).toBeCloseTo(0.5);
    expect(freshness(NOW - 2 * FEED_RANKING.halfLifeHours * HOUR, NOW)).toBeCloseTo(0.25);
    expect(freshness(NOW + HOUR, NOW)).toBe(1);
  });

  it('multiplies the author’s tie by a followed team’s match and the reader’s language', () => {
    const { boost } = FEED_RANKING;
    expect(tieBoost(post(1, { authorId: 2, lang: 'en' }), reader)).toBe(boost.friend);
    expect(tieBoost(post(1, { authorId: 1, lang: 'en' }), reader)).toBe(boost.own);
    expect(tieBoost(post(1, { lang: 'en' }), reader)).toBe(boost.other);
    expect(tieBoost(post(1, { lang: 'en', groupId: 7 }), reader)).toBe(boost.group);
    expect(tieBoost(post(1, { lang: 'en', groupId: 8 }), reader)).toBe(boost.other);
    expect(tieBoost(post(1, { authorId: 2, lang: 'en', groupId: 7 }), reader)).toBe(boost.friend);
    expect(tieBoost(post(1, { lang: 'en', teamIds: [49, 50] }), reader)).toBe(boost.other * boost.followedTeam);
    expect(tieBoost(post(1, { authorId: 2, teamIds: [50] }), reader)).toBeCloseTo(boost.friend * boost.followedTeam * boost.sameLanguage);
  });

  it('puts a friend’s post above a stranger’s of the same age, and a much newer stranger’s above an old friend’s', () => {
    const friend = post(1, { authorId: 2 });
    const stranger = post(2);
    expect(ids(rankPosts([stranger, friend], reader, NOW))).toEqual([1, 2]);
    const oldFriend = post(3, { authorId: 2, createdAt: NOW - 48 * HOUR });
    const freshStranger = post(4, { createdAt: NOW });
    expect(ids(rankPosts([oldFriend, freshStranger], reader, NOW))).toEqual([4, 3]);
  });

  it('lets engagement add only a little, on a log scale', () => {
    const busyStranger = post(1, { reactionCount: 500, commentCount: 200, shareCount: 30 });
    const quietFriend = post(2, { authorId: 2 });
    expect(ids(rankPosts([busyStranger, quietFriend], reader, NOW))).toEqual([2, 1]);
    expect(scoreOf(post(3, { reactionCount: 10 }), reader, NOW)).toBeGreaterThan(scoreOf(post(3), reader, NOW));
    expect(scoreOf(post(3, { reactionCount: -5 }), reader, NOW)).toBe(scoreOf(post(3), reader, NOW));
  });

  it('lets an old popular post fade below a friend’s post of two days ago', () => {
    const lastWeeksHit = post(1, { createdAt: NOW - 7 * 24 * HOUR, reactionCount: 5000, commentCount: 900, shareCount: 400 });
    const friendsPost = post(2, { authorId: 2, createdAt: NOW - 48 * HOUR });
    expect(ids(rankPosts([lastWeeksHit, friendsPost], reader, NOW))).toEqual([2, 1]);
  });

  it('breaks equal scores by time, then id, whatever order it was given', () => {
    const a = post(1, { createdAt: NOW - HOUR });
    const b = post(2, { createdAt: NOW - HOUR });
    const c = post(3, { createdAt: NOW - HOUR });
    expect(ids(rankPosts([a, c, b], reader, NOW))).toEqual([3, 2, 1]);
    expect(ids(rankPosts([b, a, c], reader, NOW))).toEqual([3, 2, 1]);
  });

  it('ranks for a guest with no ties but the language', () => {
    const guest: RankReader = { userId: null, friendIds: new Set(), groupIds: new Set(), favouriteTeamIds: new Set(), locale: 'en' };
    expect(ids(rankPosts([post(1, { lang: 'vi' }), post(2, { lang: 'en' })], guest, NOW))).toEqual([2, 1]);
  });
});

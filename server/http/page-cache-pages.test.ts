import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache';

type Served = 'everyone' | 'guests' | 'guests and members apart' | 'none';

/** Whom the shared cache serves `url`: members too, guests only, guests and members each their own copy, or nobody (the page always renders). */
function servedTo(url: string): Served {
  const req = (cookie?: string) => ({ method: 'GET', url, headers: cookie ? { cookie } : {} }) as http.IncomingMessage;
  const guest = pageCacheKey(req());
  if (guest === null) return 'none';
  const member = pageCacheKey(req('token=member'));
  if (member === null) return 'guests';
  if (member === guest) return 'everyone';
  // One shell for every member: another member's request has the same key.
  expect(pageCacheKey(req('token=another'))).toBe(member);
  return 'guests and members apart';
}

const EXPECTED: [string, Served][] = [
  // The home page of each locale (vi has no prefix).
  ['/', 'everyone'],
  ['/?utm=x', 'everyone'],
  ['/en', 'everyone'],
  ['/zh', 'everyone'],
  ['/en?utm=x', 'everyone'],
  ['/en/', 'none'],
  ['/zh/', 'none'],
  ['//', 'none'],
  ['/vi', 'none'],
  ['/fr', 'none'],
  ['/engl', 'none'],
  ['/en/zh', 'none'],
  // Pages that look the same to everyone.
  ['/tran-dau', 'everyone'],
  ['/tran-dau/', 'everyone'],
  ['/tran-dau/a-vs-b/1', 'everyone'],
  ['/tran-dau/a-vs-b/1?leagueId=2', 'everyone'],
  ['/en/tran-dau/a-vs-b/1', 'everyone'],
  ['/zh/tran-dau/a-vs-b/1/opengraph-image', 'everyone'],
  ['/giai-dau/x/1', 'everyone'],
  ['/zh/giai-dau/x/1', 'everyone'],
  ['/cau-thu/x/1', 'everyone'],
  ['/en/cau-thu', 'everyone'],
  ['/san-van-dong/x/1', 'everyone'],
  ['/en/san-van-dong/x/1', 'everyone'],
  ['/quan-ly-doi-bong/x/1', 'everyone'],
  ['/zh/quan-ly-doi-bong/x/1', 'everyone'],
  ['/lich-truc-tiep', 'everyone'],
  ['/en/lich-truc-tiep/tat-ca', 'everyone'],
  ['/lich-truc-tiep/the-thao/bong-da?date=2026-11-26', 'everyone'],
  ['/tip-keo', 'everyone'],
  ['/tip-keo/bong-da/tran-dau/1', 'everyone'],
  ['/zh/tip-keo/chi-tiet/a-vs-b-1', 'everyone'],
  ['/ket-qua', 'everyone'],
  ['/ket-qua/bong-da', 'everyone'],
  ['/en/ket-qua', 'everyone'],
  ['/en/ket-qua/bong-da', 'everyone'],
  ['/lich-thi-dau/bong-da', 'everyone'],
  ['/zh/lich-thi-dau/bong-da?day=1', 'everyone'],
  ['/ty-le-keo/bong-da', 'everyone'],
  ['/en/ty-le-keo', 'everyone'],
  ['/thong-tin-tran-dau', 'everyone'],
  ['/zh/thong-tin-tran-dau?matchId=1', 'everyone'],
  ['/doi-bong/x/1', 'everyone'],
  ['/zh/doi-bong/x/1', 'everyone'],
  ['/en/doi-bong/', 'everyone'],
  // The list of every chat room is drawn for a guest; the browser adds a member's follows.
  ['/chatroom', 'everyone'],
  ['/en/chatroom', 'everyone'],
  // Pages the server draws with a member's own data: memberships, follows, their tips.
  ['/tip-keo/tip-cua-toi', 'guests'],
  ['/en/tip-keo/tip-cua-toi?fixtureId=1', 'guests'],
  ['/chatroom/theo-doi', 'guests'],
  ['/en/chatroom/kham-pha', 'guests'],
  ['/chatroom/phong/30', 'guests'],
  ['/chatroom/tin-nhan', 'guests'],
  ['/zh/chatroom/tin-nhan/7', 'guests'],
  // The feed, a post and a member's profile: one copy for guests and one shell for members.
  ['/bang-ton', 'guests and members apart'],
  ['/bang-ton/', 'guests and members apart'],
  ['/bang-ton?sort=newest', 'guests and members apart'],
  ['/en/bang-ton', 'guests and members apart'],
  ['/bang-ton/bai-viet/12', 'guests and members apart'],
  ['/zh/bang-ton/bai-viet/12', 'guests and members apart'],
  ['/bang-ton/trang-ca-nhan/7', 'guests and members apart'],
  ['/en/bang-ton/trang-ca-nhan/7', 'guests and members apart'],
  // The rest of the feed is drawn with the member's own data: the member's profile, saved posts, groups.
  ['/bang-ton/trang-ca-nhan', 'guests'],
  ['/en/bang-ton/trang-ca-nhan', 'guests'],
  ['/bang-ton/bai-viet', 'guests'],
  ['/bang-ton/da-luu', 'guests'],
  ['/bang-ton/nhom/3', 'guests'],
  ['/zh/bang-ton/hoat-dong-gan-day', 'guests'],
  ['/bang-ton/su-kien/4', 'guests'],
  // A name that only begins like a cached page's, another language prefix, or another page.
  ['/en/tran-daux', 'none'],
  ['/tran-daux', 'none'],
  ['/tran-dau-x/1', 'none'],
  ['/ket-qua-bong-da', 'none'],
  ['/tip-keox', 'none'],
  ['/lich-truc-tiepx', 'none'],
  ['/doi-bong-yeu-thich', 'none'],
  ['/en/doi-bong-yeu-thich', 'none'],
  ['/vi/tran-dau/a-vs-b/1', 'none'],
  ['/fr/tran-dau/a-vs-b/1', 'none'],
  ['/en/en/tran-dau/a-vs-b/1', 'none'],
  ['/EN/tran-dau/a-vs-b/1', 'none'],
  ['/Tran-dau/a-vs-b/1', 'none'],
  ['/tran-dau%2Fx', 'none'],
  ['/x/tran-dau/1', 'none'],
  ['/so-sanh/doi-bong?id1=1&id2=2', 'none'],
  ['/so-sanh/cau-thu', 'none'],
  ['/tai-khoan', 'none'],
  ['/zh/tai-khoan', 'none'],
  ['/truc-tiep/x/1', 'none'],
  ['/api', 'none'],
  ['/live/api/schedule/feature-match', 'none'],
  ['/al/api/user/me', 'none'],
  ['/other/api/x', 'none'],
  ['/streams/x', 'none'],
  ['/media/uploads/x.png', 'none'],
  ['/sitemap.xml', 'none'],
  ['/_next/static/chunks/x.js', 'none'],
];

describe('which pages the shared cache serves', () => {
  it.each(EXPECTED)('%s: %s', (url, served) => {
    expect(servedTo(url)).toBe(served);
  });
});

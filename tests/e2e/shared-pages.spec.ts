import type http from 'node:http';
import { expect, test, type APIRequestContext } from './support/test';
import type { Match } from '@/lib/contract/schedule';
import { matchPath } from '@/lib/domain/football-urls';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { pageCacheKey } from '@/server/http/page-cache';
import { DEMO } from './support/demo-login';

/**
 * The shared page cache answers members with the copy a guest's request rendered on the pages it
 * counts as the same for everyone. That holds only while those pages draw nothing of the member on the
 * server: here a member with a favourite team on the page, and a guest, must get the same HTML.
 */

async function finishedMatch(request: APIRequestContext): Promise<Match> {
  const res = await request.get(`/live/api/schedule/feature-match?status=${SCHEDULE_STATUS.ended}&liveModeId=${LIVE_MODE.football}&pageSize=50`);
  const match = ((await res.json()) as { data: Match[] }).data.find((m) => m.status.toLowerCase() === 'ft');
  if (!match) throw new Error('the seed always has finished football matches');
  return match;
}

/** The first link on `path` whose address starts with `prefix`. */
async function firstLink(request: APIRequestContext, path: string, prefix: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const href = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html)?.[1];
  if (!href) throw new Error(`no link to ${prefix} on ${path}`);
  return href;
}

/** What differs between two renders of one page whatever the visitor: when each polled value was read, and the script nonce of each response. */
const normalise = (html: string) => {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
  return (nonce ? html.replaceAll(nonce, 'N') : html).replace(/\d{13}/g, 'T');
};

const sharedWithMembers = (path: string) => {
  const req = (cookie?: string) => ({ method: 'GET', url: path, headers: cookie ? { cookie } : {} }) as http.IncomingMessage;
  const key = pageCacheKey(req('token=member'));
  return key !== null && key === pageCacheKey(req());
};

test('pages the cache shares with members render the same for a member as for a guest', async ({ playwright, baseURL }) => {
  const guest = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL });
  const login = await member.post('/live/api/user/login', { data: DEMO });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const match = await finishedMatch(guest);
  const favourite = { teamId: match.localteam.id };
  try {
    expect((await member.post('/live/api/user/favourite-team/add', { data: favourite, headers })).status()).toBe(200);

    const matchPage = matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam });
    const teamPage = await firstLink(guest, matchPage, '/doi-bong/');
    const paths = [
      '/',
      '/en',
      matchPage,
      `${matchPage}&tab=lineups`,
      await firstLink(guest, matchPage, '/giai-dau/'),
      await firstLink(guest, `${matchPage}&tab=lineups`, '/cau-thu/'),
      await firstLink(guest, teamPage, '/san-van-dong/'),
      await firstLink(guest, teamPage, '/quan-ly-doi-bong/'),
      // The browser stars the member's favourite team on these; the server draws them for everyone.
      teamPage,
      '/ket-qua/bong-da',
      '/lich-thi-dau/bong-da',
      '/ty-le-keo/bong-da',
      '/thong-tin-tran-dau',
      '/lich-truc-tiep',
      '/lich-truc-tiep/tat-ca',
      '/tip-keo',
      // The list of every chat room: the browser adds the member's follows.
      '/chatroom',
      '/en/chatroom',
    ];
    for (const path of paths) {
      expect(sharedWithMembers(path), `${path} is shared with members`).toBe(true);
      // Live values (the live count, a running match) may move between the two requests: ask again.
      await expect(async () => {
        const [a, b] = await Promise.all([guest.get(path), member.get(path)]);
        expect(a.status(), path).toBe(200);
        expect(normalise(await b.text()), path).toBe(normalise(await a.text()));
      }).toPass({ timeout: 15_000 });
    }
    // The rooms to discover leave out what the member follows: drawn for them on the server, so it differs, and it is not shared.
    const [a, b] = await Promise.all([guest.get('/chatroom/kham-pha'), member.get('/chatroom/kham-pha')]);
    expect(normalise(await b.text())).not.toBe(normalise(await a.text()));
    expect(sharedWithMembers('/chatroom/kham-pha')).toBe(false);
  } finally {
    await member.post('/live/api/user/favourite-team/remove', { data: favourite, headers });
    await guest.dispose();
    await member.dispose();
  }
});

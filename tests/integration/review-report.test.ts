import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_LIMITS } from '@/lib/domain/comments';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';
import { act, listQueue, reportMember } from './review-fixtures';

const backends = await testBackends();

describe.each(backends)('reporting a member on $name', (backend) => {
  let h: Harness;
  let staff: string;
  let n = 0;
  const newMember = async () => {
    const id = await addUser(h.t.db, `thanh_vien_${(n += 1)}`);
    return { id, token: await memberToken(id) };
  };
  const openItems = async (memberId: number) =>
    h.t.db.selectFrom('reviewItems').select(['id', 'reportCount', 'reasons', 'source', 'excerpt']).where('kind', '=', 'member').where('itemId', '=', memberId).where('state', '=', 'open').execute();
  beforeAll(async () => {
    h = await openHarness(backend);
    const staffId = await addUser(h.t.db, 'kiem_duyet', SITE_ROLE.staff);
    staff = (await issueAccessToken({ id: staffId, siteRoleId: SITE_ROLE.staff })).token;
  });
  afterAll(async () => {
    await h.t.close();
  });

  it('is for members only, about someone else who exists', async () => {
    const target = await newMember();
    const me = await newMember();
    expect((await reportMember(h, { userId: target.id, reason: 'spam' })).status).toBe(401);
    expect((await reportMember(h, { userId: target.id, reason: 'spam' }, (await guestToken()).token)).status).toBe(401);
    expect((await reportMember(h, { userId: me.id, reason: 'spam' }, me.token)).status).toBe(422);
    expect((await reportMember(h, { userId: 999_999, reason: 'spam' }, me.token)).status).toBe(404);
    expect((await reportMember(h, { userId: target.id, reason: 'offTopic' }, me.token)).status).toBe(422);
    expect(await openItems(target.id)).toEqual([]);
  });

  it('files one open item per member, each reporter adding one report and their reason', async () => {
    const target = await newMember();
    const [a, b] = [await newMember(), await newMember()];
    const res = await reportMember(h, { userId: target.id, reason: 'spam' }, a.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ userId: target.id, reported: true });
    expect((await reportMember(h, { userId: target.id, reason: 'impersonation' }, b.token)).status).toBe(200);
    expect(await openItems(target.id)).toEqual([{ id: expect.any(Number), reportCount: 2, reasons: 'spam,impersonation', source: 'report', excerpt: `Người thanh_vien_${n - 2}` }]);
    const listed = (await listQueue(h, '?kind=member', staff)).body.data.list.find((i) => i.itemId === target.id);
    expect(listed).toMatchObject({ kind: 'member', reportCount: 2, reasons: ['spam', 'impersonation'], subject: { userId: target.id } });
  });

  it('takes one open report per reporter: a second is 409 until staff deal with the first', async () => {
    const target = await newMember();
    const me = await newMember();
    const reported = async (token: string) => (await call<{ reported: boolean }>(h.api, `/other/api/feed/profile?userId=${target.id}`, { token })).body.data.reported;
    expect(await reported(me.token)).toBe(false);
    await reportMember(h, { userId: target.id, reason: 'abuse' }, me.token);
    // The profile remembers it for the reporter alone, so a reload does not offer a second report.
    expect(await reported(me.token)).toBe(true);
    expect(await reported((await newMember()).token)).toBe(false);
    expect((await reportMember(h, { userId: target.id, reason: 'spam' }, me.token)).status).toBe(409);
    expect((await openItems(target.id))[0]?.reportCount).toBe(1);
    const [item] = await openItems(target.id);
    expect((await act(h, { id: item?.id, action: 'dismiss' }, staff)).status).toBe(200);
    expect(await reported(me.token)).toBe(false);
    expect((await reportMember(h, { userId: target.id, reason: 'spam' }, me.token)).status).toBe(200);
    expect((await openItems(target.id)).map((i) => i.reportCount)).toEqual([1]);
  });

  it('counts member reports against the member’s report allowance: 429 past it', async () => {
    const me = await newMember();
    const limit = COMMENT_LIMITS.rate.report.member;
    for (let i = 0; i < limit; i += 1) expect((await reportMember(h, { userId: (await newMember()).id, reason: 'spam' }, me.token)).status).toBe(200);
    const target = await newMember();
    const refused = await reportMember(h, { userId: target.id, reason: 'spam' }, me.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await openItems(target.id)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@/lib/contract/community';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { guestToken } from './auth-tokens';
import { addMember, type TestMember } from './community-fixtures';

const backends = await testBackends();
const C = '/live/api/user/commentator';

const good = {
  experience: 'Three years calling V.League matches on a local radio station.',
  sports: [LIVE_MODE.football, LIVE_MODE.basketball],
  languages: ['vi', 'en'],
  sampleUrl: 'https://example.com/my-commentary',
  contact: 'caster@example.com',
};

describe.each(backends)('commentator applications on $name', (backend) => {
  let h: Harness;
  let fan: TestMember;
  let other: TestMember;
  let staff: TestMember;
  let care: TestMember;
  beforeAll(async () => {
    h = await openHarness(backend);
    fan = await addMember(h.t.db, 'caster01', 'Caster Một');
    other = await addMember(h.t.db, 'caster02', 'Caster Hai');
    staff = await addMember(h.t.db, 'staff01', 'Staff', SITE_ROLE.staff);
    care = await addMember(h.t.db, 'care01', 'Care', SITE_ROLE.customerCare);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const apply = (body: unknown, token?: string) => call<Application>(h.api, `${C}/apply`, { body, token });
  const mine = (token: string) => call<Application | null>(h.api, `${C}/mine`, { token });
  const pending = (token?: string) => call<Application[]>(h.api, `${C}/pending`, { token });
  const review = (body: unknown, token?: string) => call<Application>(h.api, `${C}/review`, { body, token });
  const roleOf = async (id: number) => (await h.t.db.selectFrom('users').select('siteRoleId').where('id', '=', id).executeTakeFirstOrThrow()).siteRoleId;

  it('answers 401 to a guest applying or reading their application', async () => {
    const guest = await guestToken();
    expect((await apply(good, guest.token)).status).toBe(401);
    expect((await apply(good)).status).toBe(401);
    expect((await mine(guest.token)).status).toBe(401);
  });

  it('has no application for a member who never applied', async () => {
    const res = await mine(fan.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
  });

  it.each([
    ['sampleUrl', { sampleUrl: 'javascript:alert(1)' }],
    ['sampleUrl', { sampleUrl: 'ftp://example.com/file' }],
    ['sampleUrl', { sampleUrl: 'not a link' }],
    ['contact', { contact: 'call me maybe' }],
    ['contact', { contact: '12345' }],
    ['experience', { experience: 'short' }],
    ['sports', { sports: [] }],
    ['sports', { sports: [LIVE_MODE.movies] }],
    ['languages', { languages: ['fr'] }],
  ])('answers 422 naming %s for bad input, and stores nothing', async (field, patch) => {
    const res = await apply({ ...good, ...patch }, fan.token);
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain(field);
    expect((await mine(fan.token)).body.data).toBeNull();
  });

  it('stores an application as pending, with a phone number as contact', async () => {
    const res = await apply({ ...good, contact: '+84 912 345 678' }, fan.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: fan.id, status: 'pending', sports: [LIVE_MODE.football, LIVE_MODE.basketball], languages: ['vi', 'en'], contact: '+84 912 345 678', note: null });
    expect((await mine(fan.token)).body.data).toMatchObject({ id: res.body.data.id, status: 'pending' });
  });

  it('answers 409 to a second application while one is pending', async () => {
    const res = await apply(good, fan.token);
    expect(res.status).toBe(409);
    const rows = await h.t.db.selectFrom('commentatorApplications').select('id').where('userId', '=', fan.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps one pending application when two arrive together', async () => {
    const results = await Promise.all([apply(good, other.token), apply(good, other.token), apply(good, other.token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const rows = await h.t.db.selectFrom('commentatorApplications').select('id').where('userId', '=', other.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 403 to a member listing or reviewing applications, 401 to a guest', async () => {
    expect((await pending(fan.token)).status).toBe(403);
    expect((await pending()).status).toBe(401);
    const id = (await mine(other.token)).body.data?.id ?? 0;
    expect((await review({ id, approve: true }, fan.token)).status).toBe(403);
    expect(await roleOf(other.id)).toBe(SITE_ROLE.member);
  });

  it('lists pending applications, oldest first, for staff and customer care', async () => {
    for (const token of [staff.token, care.token]) {
      const res = await pending(token);
      expect(res.status).toBe(200);
      expect(res.body.data.map((a) => a.userId)).toEqual([fan.id, other.id]);
      expect(res.body.data[0]?.displayName).toBe('Caster Một');
    }
  });

  it('answers 404 to reviewing an unknown application and 422 to a bad body', async () => {
    expect((await review({ id: 987654, approve: true }, staff.token)).status).toBe(404);
    const bad = await review({ id: 1, approve: 'yes' }, staff.token);
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('approve');
  });

  it('approving makes the member a commentator', async () => {
    const id = (await mine(fan.token)).body.data?.id ?? 0;
    const res = await review({ id, approve: true, note: 'Welcome aboard' }, staff.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', note: 'Welcome aboard' });
    expect(await roleOf(fan.id)).toBe(SITE_ROLE.commentator);
    expect((await mine(fan.token)).body.data?.status).toBe('approved');
  });

  it('answers 409 to reviewing an application twice, and to a commentator applying again', async () => {
    const id = (await mine(fan.token)).body.data?.id ?? 0;
    expect((await review({ id, approve: false }, care.token)).status).toBe(409);
    expect(await roleOf(fan.id)).toBe(SITE_ROLE.commentator);
    expect((await apply(good, fan.token)).status).toBe(409);
  });

  it('rejecting keeps the role, shows the note, and allows a new application', async () => {
    const id = (await mine(other.token)).body.data?.id ?? 0;
    const res = await review({ id, approve: false, note: 'Please send a longer sample' }, care.token);
    expect(res.body.data).toMatchObject({ status: 'rejected', note: 'Please send a longer sample' });
    expect(await roleOf(other.id)).toBe(SITE_ROLE.member);
    expect((await pending(staff.token)).body.data).toEqual([]);
    expect((await apply(good, other.token)).status).toBe(200);
    expect((await mine(other.token)).body.data?.status).toBe('pending');
  });
});

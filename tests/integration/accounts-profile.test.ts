import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountInfo, NotificationPrefs } from '@/lib/contract/accounts';
import { AVATAR } from '@/lib/domain/accounts';
import { readAvatar } from '@/server/services/avatars';
import { call } from '../fixtures/api-harness';
import { newMember, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe.each(backends)('the account and its profile on $name', (backend) => {
  let h: AccountHarness;
  let uploads: string;
  beforeAll(async () => {
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-uploads-'));
    h = await openAccountHarness(backend, { uploadsDir: uploads });
  });
  afterAll(async () => {
    await h.t.close();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  const update = (token: string, body: unknown) => call<AccountInfo>(h.api, `${U}/update-info`, { body, token });
  const stored = async () => fs.readdir(path.join(uploads, 'avatars')).catch(() => [] as string[]);

  it('answers the account of the member, and 401 to a guest', async () => {
    const m = await newMember(h, { email: 'acc@example.com', phone: '0970000001' });
    const res = await call<AccountInfo>(h.api, `${U}/account`, { token: m.token });
    expect(res.body.data).toMatchObject({ username: m.username, email: 'acc@example.com', emailVerified: false, phone: '0970000001', phoneVerified: false, hasPassword: true, google: null, googleAvailable: false });
    expect((await call(h.api, `${U}/account`)).status).toBe(401);
  });

  it('updates the nickname and display name', async () => {
    const m = await newMember(h);
    const res = await update(m.token, { nickname: 'Lanie', displayName: 'Lan Anh' });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ nickname: 'Lanie', displayName: 'Lan Anh' });
    expect((await update(m.token, { nickname: null })).body.data.user.nickname).toBeNull();
  });

  it('stores an uploaded picture on disk and serves it by its URL', async () => {
    const m = await newMember(h);
    const res = await update(m.token, { profilePicture: dataUrl(PNG) });
    expect(res.status).toBe(200);
    const url = res.body.data.user.profilePicture ?? '';
    expect(url).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await readAvatar(uploads, url.replace('/media/uploads/', '').split('/'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await readAvatar(uploads, ['avatars', '../secret.png'])).status).toBe(404);
  });

  it('trusts the bytes, not the declared type: a PNG called a JPEG is stored as a PNG', async () => {
    const m = await newMember(h);
    const res = await update(m.token, { profilePicture: dataUrl(PNG, 'image/jpeg') });
    expect(res.body.data.user.profilePicture).toMatch(/\.png$/);
  });

  it('refuses a file that is not an image with 422 and writes nothing', async () => {
    const m = await newMember(h);
    const before = await stored();
    const res = await update(m.token, { nickname: 'kept-out', profilePicture: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png') });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('profilePicture: must be a PNG, JPEG or WebP image');
    expect(await stored()).toEqual(before);
    const row = await h.t.db.selectFrom('users').select(['nickname', 'profilePicture']).where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ nickname: null, profilePicture: null });
  });

  it('refuses a picture over the size limit with 413 and writes nothing', async () => {
    const m = await newMember(h);
    const before = await stored();
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR.maxBytes)]);
    const res = await update(m.token, { profilePicture: dataUrl(big) });
    expect(res.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('refuses a body far over the limit with 413 before reading it all', async () => {
    const m = await newMember(h);
    const res = await update(m.token, { profilePicture: dataUrl(Buffer.alloc(AVATAR.maxBytes * 2)) });
    expect(res.status).toBe(413);
  });

  it('refuses something that is not a data URL with 422 naming the field', async () => {
    const m = await newMember(h);
    const res = await update(m.token, { profilePicture: 'https://example.com/me.png' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toMatch(/^profilePicture: /);
  });

  it('refuses update-info for a guest with 401', async () => {
    expect((await call(h.api, `${U}/update-info`, { body: { nickname: 'x' } })).status).toBe(401);
  });

  it('keeps notification preferences per member, all on by default', async () => {
    const a = await newMember(h);
    const b = await newMember(h);
    const initial = await call<NotificationPrefs>(h.api, `${U}/notification-settings`, { token: a.token });
    expect(initial.body.data).toEqual({ booking: true, friends: true, tips: true, promotions: true });
    const changed = await call<NotificationPrefs>(h.api, `${U}/notification-settings`, { body: { promotions: false, tips: false }, token: a.token });
    expect(changed.body.data).toEqual({ booking: true, friends: true, tips: false, promotions: false });
    await call(h.api, `${U}/notification-settings`, { body: { tips: true }, token: a.token });
    expect((await call<NotificationPrefs>(h.api, `${U}/notification-settings`, { token: a.token })).body.data.tips).toBe(true);
    expect((await call<NotificationPrefs>(h.api, `${U}/notification-settings`, { token: b.token })).body.data.promotions).toBe(true);
    expect((await call(h.api, `${U}/notification-settings`, { body: { spam: true }, token: a.token })).status).toBe(422);
    expect((await call(h.api, `${U}/notification-settings`)).status).toBe(401);
  });
});

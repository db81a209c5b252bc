import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
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

  it('draws an uploaded picture again as a WebP, stores it on disk and serves it by its URL', async () => {
    const m = await newMember(h);
    const res = await update(m.token, { profilePicture: dataUrl(PNG) });
    expect(res.status).toBe(200);
    const url = res.body.data.user.profilePicture ?? '';
    expect(url).toMatch(/^\/media\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await readAvatar(uploads, url.replace('/media/uploads/', '').split('/'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const body = Buffer.from(await served.arrayBuffer());
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 1, height: 1 });
    expect((await readAvatar(uploads, ['avatars', '../secret.png'])).status).toBe(404);
  });

  it('keeps only the pixels: metadata and anything appended to the file are gone, and a large picture is made small', async () => {
    const m = await newMember(h);
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'secret-location' } })
      .toBuffer();
    const smuggled = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]);
    const res = await update(m.token, { profilePicture: dataUrl(smuggled, 'image/jpeg') });
    expect(res.status).toBe(200);
    const file = (res.body.data.user.profilePicture ?? '').split('/').pop() ?? '';
    const saved = await fs.readFile(path.join(uploads, 'avatars', file));
    expect(saved.includes('secret-location')).toBe(false);
    expect(saved.includes('<script>')).toBe(false);
    expect(await sharp(saved).metadata()).toMatchObject({ format: 'webp', width: AVATAR.sizePx, height: AVATAR.sizePx });
  });

  it('trusts the bytes, not the declared type: a PNG called a JPEG is read as the PNG it is', async () => {
    const m = await newMember(h);
    const res = await update(m.token, { profilePicture: dataUrl(PNG, 'image/jpeg') });
    expect(res.body.data.user.profilePicture).toMatch(/\.webp$/);
  });

  it('refuses a file that looks like a picture but does not decode, with 422 and nothing written', async () => {
    const m = await newMember(h);
    const before = await stored();
    const fake = Buffer.concat([PNG.subarray(0, 16), Buffer.from('not really a picture')]);
    const res = await update(m.token, { profilePicture: dataUrl(fake) });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('profilePicture: the picture could not be read');
    expect(await stored()).toEqual(before);
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

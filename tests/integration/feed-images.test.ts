import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Post } from '@/lib/contract/feed';
import { POST_LIMITS, PROFILE_COVER } from '@/lib/domain/feed';
import { call } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { F, get, openFeedHarness, pngDataUrl, send, type FeedHarness, type Member } from './feed-social-fixtures';

const backends = await testBackends();
type Image = { src: string; width: number; height: number };
type ProfileData = { bio: string; cover: string | null; author: { level: number } };

describe.each(backends)('pictures of posts and profiles on $name', (backend) => {
  let h: FeedHarness;
  let me: Member;
  beforeAll(async () => {
    h = await openFeedHarness(backend);
    me = await h.member('chup_anh');
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(() => h.nextWindow());

  const upload = (image: string, who: Member | null = me) => send<Image>(h, `${F}/image`, { image }, who?.token);
  const fileOf = (src: string) => path.join(h.uploads, src.replace('/media/uploads/', ''));

  it('draws a PNG with a GPS position again as a WebP within the edge, with no metadata left', async () => {
    const sent = await pngDataUrl(2400, 1200, { gps: true });
    expect((await sharp(Buffer.from(sent.split(',')[1] ?? '', 'base64')).metadata()).exif).toBeDefined();
    const res = await upload(sent);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ width: POST_LIMITS.imageEdge, height: POST_LIMITS.imageEdge / 2 });
    expect(res.body.data.src).toMatch(/^\/media\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
    const stored = await fs.readFile(fileOf(res.body.data.src));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('refuses a guest (401), a file that is not a picture (422) and one over the size limit (413)', async () => {
    expect((await upload(await pngDataUrl(10, 10), null)).status).toBe(401);
    expect((await upload(`data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`)).status).toBe(422);
    expect((await upload('data:image/png;base64,')).status).toBe(422);
    const png = Buffer.from(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer());
    const huge = Buffer.concat([png, Buffer.alloc(POST_LIMITS.imageMaxBytes)]);
    expect((await upload(`data:image/png;base64,${huge.toString('base64')}`)).status).toBe(413);
    const truncated = png.subarray(0, 20);
    expect((await upload(`data:image/png;base64,${truncated.toString('base64')}`)).status).toBe(422);
  });

  it('posts uploaded pictures in order with their sizes, and refuses paths it did not answer', async () => {
    const a = (await upload(await pngDataUrl(300, 200))).body.data;
    const b = (await upload(await pngDataUrl(100, 400))).body.data;
    const post = await h.post(me, { body: '', images: [b.src, a.src] });
    expect(post.images).toEqual([{ ...b, alt: '' }, { ...a, alt: '' }]);
    expect((await get<Post>(h, `${F}/post?id=${post.id}`)).body.data.images).toEqual([{ ...b, alt: '' }, { ...a, alt: '' }]);
    for (const images of [[a.src, a.src], ['/media/uploads/avatars/' + path.basename(a.src)], [`/media/uploads/posts/${'f'.repeat(32)}.webp`], ['https://example.com/x.webp']]) {
      expect((await send(h, `${F}/create`, { body: 'x', images }, me.token)).status, images.join()).toBe(422);
    }
    const eleven = Array.from({ length: POST_LIMITS.imagesMax + 1 }, () => a.src);
    expect((await send(h, `${F}/create`, { body: 'x', images: eleven }, me.token)).status).toBe(422);
  });

  it('keeps each picture’s description on one line, and refuses more descriptions than pictures or one too long, storing nothing', async () => {
    const a = (await upload(await pngDataUrl(300, 200))).body.data;
    const b = (await upload(await pngDataUrl(200, 300))).body.data;
    const post = await h.post(me, { body: '', images: [a.src, b.src], imageAlts: ['  Khán đài\n phủ đỏ  ', ''] });
    expect(post.images.map((i) => i.alt)).toEqual(['Khán đài phủ đỏ', '']);
    const one = await h.post(me, { body: '', images: [a.src, b.src], imageAlts: ['Cổ động viên'] });
    expect(one.images.map((i) => i.alt)).toEqual(['Cổ động viên', '']);
    const before = await h.t.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await send(h, `${F}/create`, { body: 'x', images: [a.src], imageAlts: ['một', 'hai'] }, me.token)).status).toBe(422);
    expect((await send(h, `${F}/create`, { body: 'x', images: [a.src], imageAlts: ['x'.repeat(POST_LIMITS.imageAltMax + 1)] }, me.token)).status).toBe(422);
    expect((await send(h, `${F}/create`, { body: 'x', images: [a.src], imageAlts: [7] }, me.token)).status).toBe(422);
    const after = await h.t.db.selectFrom('posts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('holds a post whose picture description carries a betting agent’s contact', async () => {
    const a = (await upload(await pngDataUrl(300, 200))).body.data;
    const post = await h.post(me, { body: 'Ảnh trận tối qua', images: [a.src], imageAlts: ['Nhà cái uy tín, liên hệ zalo 0912 345 678 nhận kèo'] });
    expect(post.state).toBe('held');
  });

  it('edits the member’s bio and cover (null removes it), and shows them on the profile with the level badge', async () => {
    expect((await send(h, `${F}/profile/edit`, { bio: 'x' }, undefined)).status).toBe(401);
    const res = await send<{ bio: string; cover: string | null }>(h, `${F}/profile/edit`, { bio: '  Fan Hà Nội  ', cover: await pngDataUrl(3000, 3000, { gps: true }) }, me.token);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.data.bio).toBe('Fan Hà Nội');
    expect(res.body.data.cover).toMatch(/^\/media\/uploads\/covers\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(await fs.readFile(fileOf(res.body.data.cover ?? ''))).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: PROFILE_COVER.widthPx, height: PROFILE_COVER.heightPx, exif: undefined });
    await h.t.db.insertInto('pointLedger').values({ userId: me.id, kind: 'check-in', ref: 'feed-test', points: 160, createdAt: h.clock.now }).execute();
    const profile = (await get<ProfileData>(h, `${F}/profile?userId=${me.id}`)).body.data;
    expect(profile).toMatchObject({ bio: 'Fan Hà Nội', bioLang: 'vi', cover: res.body.data.cover, author: { level: 3 } });
    // Written again on a Chinese page, the bio is marked as Chinese.
    expect((await call(h.api, `${F}/profile/edit`, { body: { bio: '河內球迷' }, token: me.token, headers: { 'x-language': 'zh' } })).status).toBe(200);
    expect((await get<ProfileData & { bioLang: string | null }>(h, `${F}/profile?userId=${me.id}`)).body.data).toMatchObject({ bio: '河內球迷', bioLang: 'zh' });
    expect((await send<{ cover: string | null }>(h, `${F}/profile/edit`, { bio: 'Fan Hà Nội' }, me.token)).body.data.cover).toBe(res.body.data.cover);
    expect((await send<{ bio: string; cover: string | null }>(h, `${F}/profile/edit`, { bio: '', cover: null }, me.token)).body.data).toEqual({ bio: '', cover: null });
    expect((await send(h, `${F}/profile/edit`, { bio: 'x'.repeat(POST_LIMITS.bioMax + 1) }, me.token)).status).toBe(422);
    expect((await send(h, `${F}/profile/edit`, { bio: 'ok', cover: 'data:image/png;base64,AAAA' }, me.token)).status).toBe(422);
  });
});

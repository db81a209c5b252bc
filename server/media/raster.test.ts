import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasterPicture } from './raster';

const params = (query: string) => new URLSearchParams(query);

describe('rasterPicture', () => {
  it('draws a generated crest as a WebP bitmap of the asked size', async () => {
    const res = await rasterPicture(['crest', 'columbus-crew.webp'], params('t=CLB&s=48'));
    expect(res?.status).toBe(200);
    expect(res?.headers['Content-Type']).toBe('image/webp');
    const meta = await sharp(res?.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 48, 48]);
  });

  it('answers the same bytes for the same picture and different ones for other initials', async () => {
    const a = await rasterPicture(['avatar', 'quang-huy.webp'], params('s=64'));
    const b = await rasterPicture(['avatar', 'quang-huy.webp'], params('s=64'));
    const c = await rasterPicture(['avatar', 'quang-huy.webp'], params('t=ZZ&s=64'));
    expect(Buffer.compare(a?.body as Buffer, b?.body as Buffer)).toBe(0);
    expect(Buffer.compare(a?.body as Buffer, c?.body as Buffer)).not.toBe(0);
  });

  it('refuses sizes it does not draw, banners and bad seeds', async () => {
    for (const [path, query] of [
      [['crest', 'x.webp'], 's=50'],
      [['crest', 'x.webp'], ''],
      [['crest', 'x.webp'], 's=100000'],
      [['banner', 'home-hero-1.webp'], 's=64'],
      [['crest', '..webp'], 's=64'],
      [['photo', 'x.webp'], 's=64'],
    ] as const) {
      expect((await rasterPicture(path, params(query)))?.status, `${path.join('/')}?${query}`).toBe(404);
    }
  });

  it('leaves anything that is not a .webp address to the SVG renderer', async () => {
    expect(await rasterPicture(['crest', 'x.svg'], params('s=64'))).toBeNull();
  });
});

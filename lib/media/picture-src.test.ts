import { describe, expect, it } from 'vitest';
import { picturePixels, pictureSrc } from './picture-src';

describe('pictureSrc', () => {
  it('asks for a generated picture as a bitmap at twice its CSS size, rounded up to a size the server draws', () => {
    expect(pictureSrc('/media/crest/columbus-crew.svg?t=CLB', 18)).toBe('/media/crest/columbus-crew.webp?t=CLB&s=48');
    expect(pictureSrc('/media/avatar/blv.quocbao.svg', 36)).toBe('/media/avatar/blv.quocbao.webp?s=96');
  });

  it('keeps the initials encoded', () => {
    expect(pictureSrc('/media/league/x.svg?t=A%26B', 24)).toBe('/media/league/x.webp?t=A%26B&s=48');
  });

  it('leaves uploads, banners and outside addresses alone', () => {
    for (const src of ['/media/uploads/ab/cd.webp', '/media/banner/home-hero-1.svg', 'https://example.com/a.svg', '/media/crest/../x.svg']) {
      expect(pictureSrc(src, 18)).toBe(src);
    }
  });

  it('never asks for more than the largest size', () => {
    expect(picturePixels(400)).toBe(256);
    expect(picturePixels(10)).toBe(32);
  });
});

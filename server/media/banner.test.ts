import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { randomFor } from '@/lib/random/seeded';
import { bannerSvg, motifOf } from './banner';
import { MOTIFS, type Motif } from './banner-motifs';

const NAMES = Object.keys(MOTIFS) as Motif[];

/** Tags must nest and close; a stray `<` or `&` would break the image in browsers even when the rasteriser forgives it. */
function wellFormed(svg: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([A-Za-z][\w-]*)[^<>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name ?? '');
    else if (open.pop() !== name) return false;
  }
  const text = svg.replace(/<[^<>]*>/g, '');
  return open.length === 0 && !/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(text);
}

describe('bannerSvg', () => {
  it.each(NAMES)('draws %s as a well-formed 1600×600 SVG without text', async (motif) => {
    const svg = bannerSvg(`${motif}-home-hero-1`);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600"')).toBe(true);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(wellFormed(svg)).toBe(true);
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 1600, 600]);
    const { data } = await sharp(Buffer.from(svg)).resize(160, 60).raw().toBuffer({ resolveWithObject: true });
    expect(new Set(data).size).toBeGreaterThan(20);
  });

  it('keeps the lower left dark enough for white titles', async () => {
    for (const motif of NAMES) {
      const { data, info } = await sharp(Buffer.from(bannerSvg(`${motif}-promo-x`)))
        .extract({ left: 0, top: 400, width: 500, height: 200 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const mean = data.reduce((sum, v) => sum + v, 0) / (info.width * info.height);
      expect(mean, motif).toBeLessThan(90);
    }
  });

  it('draws a different picture for every motif', () => {
    const drawn = new Set(NAMES.map((m) => bannerSvg(`${m}-promo-tet`).replace(/#[0-9a-f]{6}/g, '')));
    expect(drawn.size).toBe(NAMES.length);
  });

  it('is deterministic for a seed and varies colours between seeds of a motif', () => {
    expect(bannerSvg('gifts-home-side-2')).toBe(bannerSvg('gifts-home-side-2'));
    expect(bannerSvg('gifts-home-side-2')).not.toBe(bannerSvg('gifts-promo-welcome'));
  });

  it('falls back to the stadium for seeds without a known first word', () => {
    expect(motifOf('home-hero-1')).toBe('stadium');
    expect(motifOf('promo-tet-sum-vay')).toBe('stadium');
    expect(motifOf('constructor-x')).toBe('stadium');
    expect(motifOf('broadcast-home-side-1')).toBe('broadcast');
    expect(motifOf('lantern')).toBe('lantern');
    expect(bannerSvg('home-hero-1')).toBe(MOTIFS.stadium(randomFor('banner:home-hero-1')));
    expect(bannerSvg('constructor-x')).toBe(MOTIFS.stadium(randomFor('banner:constructor-x')));
  });
});

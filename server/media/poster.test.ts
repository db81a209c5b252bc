import { describe, expect, it } from 'vitest';
import { GET } from '@/app/media/[...path]/route';
import { HIGHLIGHT_CATEGORY_SLUGS, HIGHLIGHT_TYPE_SLUGS } from '@/lib/domain/highlights';
import { bannerSvg } from './banner';
import { clipPosterUrl, POSTER_MOTIF } from './poster';

async function fetchPoster(url: string): Promise<Response> {
  const path = new URL(url, 'http://localhost').pathname.split('/').slice(2);
  return GET(new Request(`http://localhost${url}`), { params: Promise.resolve({ path }) });
}

describe('clip posters', () => {
  it('serves each sport its own art: 200, an image, different bytes per sport', async () => {
    const bodies = new Set<string>();
    for (const category of HIGHLIGHT_CATEGORY_SLUGS) {
      const url = clipPosterUrl(category, 'highlight-mo-rong', 77, 0);
      expect(url).toMatch(new RegExp(`^/media/banner/${POSTER_MOTIF[category]}-clip-extended-77-0\\.svg$`));
      const res = await fetchPoster(url);
      expect(res.status, category).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      // Colours vary by seed; the drawing itself must differ between sports.
      bodies.add((await res.text()).replace(/#[0-9a-f]{6}/g, ''));
    }
    expect(bodies.size).toBe(HIGHLIGHT_CATEGORY_SLUGS.length);
  });

  it('marks each clip type with its own badge', () => {
    const drawn = HIGHLIGHT_TYPE_SLUGS.map((type) => bannerSvg(clipPosterUrl('bong-da', type, 5, 1).split('/').at(-1)?.replace('.svg', '') ?? ''));
    const badges = drawn.map((svg) => svg.slice(svg.lastIndexOf('<g transform="translate(')));
    expect(new Set(badges).size).toBe(HIGHLIGHT_TYPE_SLUGS.length);
  });

  it('still draws posters stored before sports had their own art: the stadium, no badge', async () => {
    const res = await fetchPoster('/media/banner/stadium-highlight-12-3.svg');
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).toBe(bannerSvg('stadium-highlight-12-3'));
    expect(svg).not.toContain('translate(1240');
  });

  it('is the same picture for the same clip', () => {
    expect(bannerSvg('billiard-clip-saves-9-4')).toBe(bannerSvg('billiard-clip-saves-9-4'));
  });
});

import { describe, expect, it } from 'vitest';
import { renderMedia } from './render';
import { mediaUrl } from './urls';

const params = (q = '') => new URLSearchParams(q);

describe('renderMedia', () => {
  it.each(['crest', 'league', 'avatar', 'banner'])('draws a %s as SVG with long-lived caching', (kind) => {
    const res = renderMedia([kind, 'ha-noi-fc.svg'], params());
    expect(res.status).toBe(200);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.headers['Content-Type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = renderMedia(['crest', 'arsenal.svg'], params('t=ARS')).body;
    expect(renderMedia(['crest', 'arsenal.svg'], params('t=ARS')).body).toBe(a);
    expect(renderMedia(['crest', 'chelsea.svg'], params('t=ARS')).body).not.toBe(a);
  });

  it('puts the given initials in the image', () => {
    expect(renderMedia(['crest', 'hoang-anh-gia-lai.svg'], params('t=hagl')).body).toContain('>HAGL</text>');
  });

  it('derives initials from the seed when none are given', () => {
    expect(renderMedia(['avatar', 'quang-huy.svg'], params()).body).toContain('>QH</text>');
  });

  it('escapes markup in the initials', () => {
    const body = renderMedia(['league', 'x.svg'], params(`t=${encodeURIComponent('<s>&"')}`)).body;
    expect(body).not.toContain('<s>');
    expect(body).toContain('&lt;S&gt;&amp;');
  });

  it('keeps at most four letters of initials and drops control characters', () => {
    const body = renderMedia(['crest', 'x.svg'], params(`t=${encodeURIComponent('AB\u0000CDEFG')}`)).body;
    expect(body).toContain('>ABCD</text>');
  });

  it('bakes no text into banners', () => {
    expect(renderMedia(['banner', 'home-hero-1.svg'], params('t=Hello')).body).not.toContain('<text');
  });

  it.each([
    [['poster', 'x.svg']],
    [['crest', 'x.png']],
    [['crest']],
    [['crest', 'a', 'b.svg']],
    [['crest', '..svg']],
    [['crest', '%3Cscript%3E.svg']],
  ])('answers 404 for %j', (segments) => {
    expect(renderMedia(segments, params()).status).toBe(404);
  });
});

describe('mediaUrl', () => {
  it('builds a relative URL the renderer accepts', () => {
    const url = mediaUrl('crest', 'Hà Nội FC', 'HN');
    const parsed = new URL(url, 'http://localhost');
    const segments = parsed.pathname.split('/').slice(2);
    expect(parsed.pathname.startsWith('/media/crest/')).toBe(true);
    expect(renderMedia(segments, parsed.searchParams).status).toBe(200);
  });
});

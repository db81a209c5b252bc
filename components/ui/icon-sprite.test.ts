import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildIconSprite, SPRITE_FILE, SPRITE_URL_MODULE } from '@/scripts/lib/icon-sprite';
import { Icon } from './icon';
import { ICON_NAMES } from './icon-names';
import { ICON_SPRITE_URL } from './icon-sprite-url';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('icon sprite', () => {
  const sprite = buildIconSprite();

  it('matches the committed sprite (rebuild it with scripts/make-icon-sprite.ts)', () => {
    expect(read(SPRITE_FILE)).toBe(sprite.svg);
  });

  it('matches the committed URL module, whose hash is the sprite content', () => {
    expect(read(SPRITE_URL_MODULE)).toBe(sprite.urlModule);
    expect(ICON_SPRITE_URL).toBe(`/icons/sprite.svg?v=${sprite.hash}`);
  });

  it('holds one symbol per listed name', () => {
    const ids = [...sprite.svg.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]);
    expect(ids).toEqual([...ICON_NAMES]);
  });

  it('refuses a name lucide does not have', () => {
    expect(() => buildIconSprite(['no-such-icon'])).toThrow(/no-such-icon/);
  });
});

describe('Icon', () => {
  it('draws the named symbol from the sprite, hidden and 16 px by default', () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: 'house' }));
    expect(html).toContain(`<use href="${ICON_SPRITE_URL}#house"></use>`);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('class="size-4"');
  });

  it('takes its size from the class name when one is given', () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: 'eye', className: 'size-3.5 text-muted' }));
    expect(html).toContain('class="size-3.5 text-muted"');
  });

  it('is announced as an image when it has an accessible name', () => {
    const html = renderToStaticMarkup(createElement(Icon, { name: 'menu', 'aria-label': 'Menu' }));
    expect(html).toContain('role="img"');
    expect(html).not.toContain('aria-hidden');
  });
});

import { describe, expect, it } from 'vitest';
import { contrast, luminance } from '@/lib/media/luminance';
import { readableNameColour } from './name-colour';
import { nameColour } from './sender-name';

/** Every surface a chat line is drawn on, tinted highlight rows included. */
const LIGHT_SURFACES = ['#ffffff', '#f3f4f7', '#eceef3', '#edf0fd'];
const DARK_SURFACES = ['#0a0c11', '#12151c', '#1a1e28', '#07170f', '#0d2217', '#132d1f', '#1c2233'];

const halves = (hex: string) => {
  const match = /^light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)$/.exec(readableNameColour(hex));
  if (!match) throw new Error(`not a light-dark pair: ${readableNameColour(hex)}`);
  return { light: match[1] as string, dark: match[2] as string };
};

const palette = Array.from({ length: 8 }, (_, userId) => nameColour(userId, null));
const chosen = ['#ffffff', '#000000', '#ffff00', '#00ffff', '#808080', '#ff00ff', '#123456'];

describe('chat name colours', () => {
  it.each([...palette, ...chosen])('%s reads at 4.5:1 on every light and every dark surface', (hex) => {
    const { light, dark } = halves(hex);
    for (const surface of LIGHT_SURFACES) expect(contrast(luminance(light), luminance(surface))).toBeGreaterThanOrEqual(4.5);
    for (const surface of DARK_SURFACES) expect(contrast(luminance(dark), luminance(surface))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads as it is', () => {
    expect(halves('#7048e8').light).toBe('#7048e8');
    expect(halves('#ffd43b').dark).toBe('#ffd43b');
  });
});

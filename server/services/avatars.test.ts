import { describe, expect, it } from 'vitest';
import { sniffImage } from './avatars';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('image sniffing', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImage(new Uint8Array(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')))).toBe('image/webp');
  });

  it('refuses everything else, including SVG and GIF', () => {
    expect(sniffImage(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull();
    expect(sniffImage(new Uint8Array(Buffer.from('GIF89a')))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });
});

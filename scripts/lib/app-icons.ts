import { BRAND_ACCENT, BRAND_ON_ACCENT, badgeSvg } from '@/lib/domain/brand-assets';
import { escapeXml } from '@/lib/format/escape-xml';

/**
 * The site's app icons, drawn from the wordmark's badge (components/layout/wordmark.tsx): a rounded
 * accent square with the pitch's halfway line and centre circle.
 */


/**
 * The maskable variant: a full-bleed square (the launcher cuts its own shape) with the mark inside the
 * central 80 % safe zone.
 */
export function maskableSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">',
    `<rect width="40" height="40" fill="${BRAND_ACCENT}"/>`,
    `<circle cx="20" cy="20" r="7.5" fill="none" stroke="${BRAND_ON_ACCENT}" stroke-width="2"/>`,
    `<path d="M20 7v26" stroke="${BRAND_ON_ACCENT}" stroke-width="2"/>`,
    `<circle cx="20" cy="20" r="2" fill="${BRAND_ON_ACCENT}"/>`,
    '</svg>',
  ].join('');
}

/** An .ico holding PNG images (allowed since Windows Vista; every browser reads it). */
export function icoOf(pngs: readonly { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  for (const { size, data } of pngs) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

/** The share card (1200 × 630): the badge and the name on the brand's colour, the pitch's lines behind. */
export function shareCardSvg(name: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">',
    `<rect width="1200" height="630" fill="${BRAND_ACCENT}"/>`,
    `<g fill="none" stroke="${BRAND_ON_ACCENT}" stroke-opacity="0.14" stroke-width="6">`,
    '<rect x="40" y="40" width="1120" height="550" rx="8"/><path d="M600 40v550"/><circle cx="600" cy="315" r="120"/>',
    '<rect x="40" y="175" width="150" height="280"/><rect x="1010" y="175" width="150" height="280"/>',
    '</g>',
    `<g transform="translate(250 235) scale(5)">${badgeSvg().replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g>`,
    `<rect x="250" y="235" width="160" height="160" rx="45" fill="none" stroke="${BRAND_ON_ACCENT}" stroke-width="4"/>`,
    `<text x="450" y="350" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="112" fill="${BRAND_ON_ACCENT}">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}

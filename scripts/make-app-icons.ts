import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_NAME } from '@/components/layout/brand';
import { badgeSvg } from '@/lib/domain/brand-assets';
import { icoOf, maskableSvg, shareCardSvg } from './lib/app-icons';

// Writes the favicon, the SVG icon, the Apple touch icon, the web app manifest's icons and the share card.
const root = path.resolve(import.meta.dirname, '..');
const png = (svg: string, size: number) => sharp(Buffer.from(svg), { density: 72 * (size / 32) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

const badge = badgeSvg();
const outputs: [string, Buffer | string][] = [
  ['app/icon.svg', badge],
  // iOS rounds the corners itself: the full-bleed square.
  ['app/apple-icon.png', await png(maskableSvg(), 180)],
  ['app/favicon.ico', icoOf([{ size: 16, data: await png(badge, 16) }, { size: 32, data: await png(badge, 32) }, { size: 48, data: await png(badge, 48) }])],
  ['public/app-icons/icon-192.png', await png(badge, 192)],
  ['public/app-icons/icon-512.png', await png(badge, 512)],
  ['public/app-icons/maskable-512.png', await png(maskableSvg(), 512)],
  ['public/app-icons/share-card.png', await sharp(Buffer.from(shareCardSvg(BRAND_NAME))).png({ compressionLevel: 9 }).toBuffer()],
];
for (const [file, data] of outputs) {
  await fs.mkdir(path.join(root, path.dirname(file)), { recursive: true });
  await fs.writeFile(path.join(root, file), data);
  console.log(`${file}: ${Buffer.byteLength(data)} bytes`);
}

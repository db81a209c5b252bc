import fs from 'node:fs/promises';
import path from 'node:path';
import { buildIconSprite, SPRITE_FILE, SPRITE_URL_MODULE } from './lib/icon-sprite';

// Writes public/icons/sprite.svg and the module with its hashed URL from components/ui/icon-names.ts.
const root = path.resolve(import.meta.dirname, '..');
const sprite = buildIconSprite();
await fs.mkdir(path.join(root, path.dirname(SPRITE_FILE)), { recursive: true });
await fs.writeFile(path.join(root, SPRITE_FILE), sprite.svg);
await fs.writeFile(path.join(root, SPRITE_URL_MODULE), sprite.urlModule);
console.log(`${SPRITE_FILE}: ${Buffer.byteLength(sprite.svg)} bytes, v=${sprite.hash}`);

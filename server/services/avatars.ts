import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR, type AvatarType } from '@/lib/domain/accounts';
import { ApiError } from '@/server/api/errors';
import { redrawAvatar } from './avatar-redraw';

export const UPLOAD_URL_PREFIX = '/media/uploads/';


/** What the bytes are, by their signature; the name or declared type of an upload is not trusted. */
export function sniffImage(bytes: Uint8Array): AvatarType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes `data:…;base64,…`, checks size and kind, draws the picture again and writes it under its content hash. */
export async function storeAvatar(dataUrl: string, uploadsDir: string): Promise<string> {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length > AVATAR.maxBytes) throw new ApiError(413, `profilePicture: must be at most ${AVATAR.maxBytes / 1024 / 1024} MB`);
  if (bytes.length === 0) throw new ApiError(422, 'profilePicture: empty file');
  if (!sniffImage(bytes)) throw new ApiError(422, 'profilePicture: must be a PNG, JPEG or WebP image');
  const redrawn = await redrawAvatar(bytes);
  if (!redrawn) throw new ApiError(422, 'profilePicture: the picture could not be read');
  const name = `${createHash('sha256').update(redrawn).digest('hex').slice(0, 32)}.webp`;
  const dir = path.join(uploadsDir, 'avatars');
  await fs.mkdir(dir, { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const tmp = path.join(dir, `.${name}.${process.pid}.tmp`);
  await fs.writeFile(tmp, redrawn);
  await fs.rename(tmp, path.join(dir, name));
  return `${UPLOAD_URL_PREFIX}avatars/${name}`;
}

const FILE = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const TYPE_OF: Record<string, AvatarType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Serves a stored picture; anything but a stored file's exact name is a 404. */
export async function readAvatar(uploadsDir: string, segments: readonly string[]): Promise<Response> {
  const [folder, file, ...rest] = segments;
  const match = file ? FILE.exec(file) : null;
  if (folder !== 'avatars' || !file || !match || rest.length > 0) return new Response('Not found', { status: 404 });
  try {
    const bytes = await fs.readFile(path.join(uploadsDir, 'avatars', file));
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': TYPE_OF[match[1] ?? 'png'] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AVATAR, type AvatarType } from '@/lib/domain/accounts';
import { POST_LIMITS } from '@/lib/domain/feed';
import { NEWS_IMAGE } from '@/lib/domain/newsroom';
import { isUploadFolder, UPLOAD_URL_PREFIX, type UploadFolder } from '@/lib/domain/uploads';
import { ApiError } from '@/server/api/errors';
import { redrawAvatar, redrawCover, redrawNewsImage, redrawPostImage } from './avatar-redraw';

export { UPLOAD_URL_PREFIX };

/** How one kind of upload is checked and stored: its folder, the field errors name, its size limit and how it is drawn again. */
export interface ImageUploadRules {
  folder: UploadFolder;
  field: string;
  maxBytes: number;
  redraw(bytes: Buffer): Promise<Buffer | null>;
}

export const AVATAR_UPLOAD: ImageUploadRules = { folder: 'avatars', field: 'profilePicture', maxBytes: AVATAR.maxBytes, redraw: redrawAvatar };
export const NEWS_UPLOAD: ImageUploadRules = { folder: 'news', field: 'image', maxBytes: NEWS_IMAGE.maxBytes, redraw: redrawNewsImage };
export const POST_UPLOAD: ImageUploadRules = { folder: 'posts', field: 'image', maxBytes: POST_LIMITS.imageMaxBytes, redraw: redrawPostImage };
export const COVER_UPLOAD: ImageUploadRules = { folder: 'covers', field: 'cover', maxBytes: POST_LIMITS.imageMaxBytes, redraw: redrawCover };

/** What the bytes are, by their signature; the name or declared type of an upload is not trusted. */
export function sniffImage(bytes: Uint8Array): AvatarType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes `data:…;base64,…`, checks size and kind, draws the picture again and writes it under its content hash. */
export async function storeImage(dataUrl: string, uploadsDir: string, rules: ImageUploadRules): Promise<string> {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (bytes.length > rules.maxBytes) throw new ApiError(413, `${rules.field}: must be at most ${rules.maxBytes / 1024 / 1024} MB`);
  if (bytes.length === 0) throw new ApiError(422, `${rules.field}: empty file`);
  if (!sniffImage(bytes)) throw new ApiError(422, `${rules.field}: must be a PNG, JPEG or WebP image`);
  const redrawn = await rules.redraw(bytes);
  if (!redrawn) throw new ApiError(422, `${rules.field}: the picture could not be read`);
  const name = `${createHash('sha256').update(redrawn).digest('hex').slice(0, 32)}.webp`;
  const dir = path.join(uploadsDir, rules.folder);
  await fs.mkdir(dir, { recursive: true });
  // Written aside under a name of its own and renamed: a reader never sees half a file, and two writers of the same picture at once never take each other's.
  const tmp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
  await fs.writeFile(tmp, redrawn);
  await fs.rename(tmp, path.join(dir, name));
  return `${UPLOAD_URL_PREFIX}${rules.folder}/${name}`;
}

export const storeAvatar = (dataUrl: string, uploadsDir: string) => storeImage(dataUrl, uploadsDir, AVATAR_UPLOAD);

const FILE = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const TYPE_OF: Record<string, AvatarType> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Serves a stored picture of one of the upload folders; anything but a stored file's exact name is a 404. */
export async function readUpload(uploadsDir: string, segments: readonly string[]): Promise<Response> {
  const [folder, file, ...rest] = segments;
  const match = file ? FILE.exec(file) : null;
  if (!isUploadFolder(folder) || !file || !match || rest.length > 0) return new Response('Not found', { status: 404 });
  try {
    const bytes = await fs.readFile(path.join(uploadsDir, folder, file));
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

/** Profile pictures are served by the same reader as every other upload. */
export const readAvatar = readUpload;

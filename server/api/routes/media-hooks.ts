import { createHash, timingSafeEqual } from 'node:crypto';
import type * as z from 'zod/mini';
import type { Endpoint } from '@/lib/contract/endpoint';
import { mediaReady, mediamtxAuth, srsHook } from '@/lib/contract/studio';
import { securityEvent } from '@/server/security/events';
import { externalPublish, externalRoom, externalUnpublish, keyOfPath } from '@/server/services/media-hooks';
import type { ApiContext } from '../context';
import { ApiError } from '../errors';
import { readBodyText } from '../input';
import { formatIssues } from '../issues';
import { rawRoute, type RouteDef } from '../route';

/**
 * The hooks an external media server (MediaMTX, SRS) calls with a publisher's stream key. They are
 * raw routes: the servers send more fields than the contract names and want answers of their own
 * (SRS a bare `0`), which the envelope and the strict input rules would break. Without
 * MEDIA_HOOK_SECRET they do not exist (404); with it, every call must carry it.
 */
const HOOK_BODY_BYTES = 8 * 1024;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The secret as `?secret=` or `Authorization: Bearer`, compared in constant time. */
function checkSecret(c: ApiContext): void {
  const secret = process.env.MEDIA_HOOK_SECRET;
  if (!secret) throw new ApiError(404, `Not found: ${c.req.path}`);
  const given = new URL(c.req.url).searchParams.get('secret') ?? c.get('ctx').token ?? '';
  if (given !== '' && timingSafeEqual(digest(given), digest(secret))) return;
  securityEvent('media-hook-refused', { path: c.req.path, ip: c.get('ctx').ip });
  throw new ApiError(401, 'A media hook needs the shared secret');
}

/** The body as the contract reads it; fields the server adds beyond it are left out, not refused. */
async function hookBody<E extends Endpoint>(c: ApiContext, endpoint: E): Promise<z.output<E['body']>> {
  const text = await readBodyText(c.req.raw, HOOK_BODY_BYTES);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'body: malformed JSON');
  }
  const parsed = endpoint.body.safeParse(json, { reportInput: true });
  if (!parsed.success) throw new ApiError(422, formatIssues(parsed.error.issues, 'body'));
  return parsed.data as z.output<E['body']>;
}

const db = (c: ApiContext) => c.get('deps').getDb();
const allowed = () => Response.json({ code: 200, msg: 'success', data: null });
const denied = (why: string) => new ApiError(401, why);
/** SRS reads a bare integer, 0 meaning go ahead. */
const srsAllowed = () => new Response('0', { headers: { 'content-type': 'text/plain; charset=utf-8' } });

export const routes: readonly RouteDef[] = [
  // MediaMTX (authMethod: http): 2xx lets the client in, anything else turns it away.
  rawRoute(mediamtxAuth, async (c) => {
    checkSecret(c);
    const body = await hookBody(c, mediamtxAuth);
    if (body.action === 'read' || body.action === 'playback') return allowed();
    if (body.action !== 'publish') throw denied(`action: ${body.action} is not allowed`);
    const key = keyOfPath(body.path);
    if (key === null) throw denied('path: publish to live/{streamKey}');
    const verdict = await externalPublish(await db(c), key, 'mediamtx', Date.now());
    if (!verdict.ok) throw denied(`Stream refused: ${verdict.reason}`);
    return allowed();
  }),

  // SRS http_hooks: HTTP 200 with the body 0 lets the publisher in; any other answer turns it away.
  rawRoute(srsHook, async (c) => {
    checkSecret(c);
    const body = await hookBody(c, srsHook);
    const key = keyOfPath(`${body.app}/${body.stream}`);
    if (body.action === 'on_unpublish') {
      if (key !== null) await externalUnpublish(await db(c), key, Date.now());
      return srsAllowed();
    }
    if (body.action !== 'on_publish') throw denied(`action: ${body.action} is not handled`);
    if (key === null) throw denied('app/stream: publish to live/{streamKey}');
    const verdict = await externalPublish(await db(c), key, 'srs', Date.now());
    if (!verdict.ok) throw denied(`Stream refused: ${verdict.reason}`);
    return srsAllowed();
  }),

  rawRoute(mediaReady, async (c) => {
    checkSecret(c);
    const body = await hookBody(c, mediaReady);
    const key = keyOfPath(body.path);
    const roomId = key === null ? null : await externalRoom(await db(c), key);
    if (roomId === null) throw new ApiError(404, 'path: no broadcast on air through a media server');
    return new Response(String(roomId), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }),
];

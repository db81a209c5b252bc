import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { masterPlaylist, mediaPlaylist, vodMediaPlaylist } from './playlists';
import { createSegmentSource, MAX_PASS } from './segments';
import type { DemoRecording } from './renditions';
import { roomOffsetMs } from './window';
import type { VodStreams } from './vod';
import { isLiveFilePath, liveFile, liveMaster, liveMediaPlaylist, type RoomSource } from './live';

/** Where the recording's files are served: the same path as under public/. */
export const DEMO_PREFIX = '/streams/demo/';

const PLAYLIST = /^\/streams\/(\d{1,10})\/(master|\d+p)\.m3u8$/;
const CLIP_PLAYLIST = /^\/streams\/clips\/(\d{1,10})\/(master|\d+p)\.m3u8$/;
const DEMO_FILE = /^\/streams\/demo\/(\d+p\/[A-Za-z0-9_.-]+)$/;
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const ROOM_CACHE_MS = 60_000;

export interface StreamHandlerOptions {
  recording: DemoRecording;
  roomExists: (roomId: number) => Promise<boolean>;
  /** Where an on-demand clip lies in the recording; null for an unknown clip. */
  clipSpan?: (clipId: number) => Promise<ClipSpan | null>;
  /** What each room plays, and where the pipeline keeps live broadcasts; without them every room plays the demo. */
  live?: { roomSource: (roomId: number) => Promise<RoomSource>; mediaRoot: string };
  /** Packaged videos (recordings, imports) and the clips cut from them. */
  vod?: VodStreams;
  now?: () => number;
}

/** A clip's place in the looped recording, in seconds. */
export interface ClipSpan {
  startSeconds: number;
  durationSeconds: number;
}

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

function text(status: number, body: string, headers: Record<string, string> = {}): Answer {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers }, body: Buffer.from(body) };
}

/** An on-demand playlist never changes once its clip is cut. */
function vodPlaylist(body: string): Answer {
  return { status: 200, headers: { 'content-type': PLAYLIST_TYPE, 'cache-control': 'public, max-age=300' }, body: Buffer.from(body) };
}

function playlist(body: string): Answer {
  // Players re-fetch live playlists every target duration; a cached one would freeze the stream.
  return { status: 200, headers: { 'content-type': PLAYLIST_TYPE, 'cache-control': 'no-cache, no-store' }, body: Buffer.from(body) };
}

/** Live rooms that exist, remembered for a minute so each playlist refresh does not hit the database. */
export function roomLookup(db: Db): (roomId: number) => Promise<boolean> {
  const known = new Map<number, number>();
  return async (roomId) => {
    const seen = known.get(roomId);
    if (seen !== undefined && Date.now() - seen < ROOM_CACHE_MS) return true;
    const row = await db.selectFrom('liveRooms').select('id').where('id', '=', roomId).executeTakeFirst();
    if (row) known.set(roomId, Date.now());
    return Boolean(row);
  };
}

/** Clips' places in the recording, looked up per playlist request (players fetch a VOD playlist once). */
export function clipLookup(db: Db): (clipId: number) => Promise<ClipSpan | null> {
  return async (clipId) =>
    (await db.selectFrom('highlightClips').select(['startSeconds', 'durationSeconds']).where('id', '=', clipId).executeTakeFirst()) ?? null;
}

/** Serves `/streams/{roomId}/master.m3u8`, `/streams/{roomId}/{rendition}.m3u8`, clips' `/streams/clips/{clipId}/…` and the recording's files. */
export function createStreamHandler({ recording, roomExists, clipSpan = async () => null, live, vod, now = Date.now }: StreamHandlerOptions) {
  const loopMs = recording.renditions[0]?.segments.reduce((sum, s) => sum + s.durationMs, 0) ?? 1;
  const byName = new Map(recording.renditions.map((r) => [r.name, r]));
  const segments = createSegmentSource(recording);

  async function answer(pathname: string, query: URLSearchParams): Promise<Answer> {
    const fromVod = await vod?.answerVod(pathname);
    if (fromVod) return fromVod;
    if (live && isLiveFilePath(pathname)) {
      const found = await liveFile(live.mediaRoot, pathname);
      if (!found) return text(404, `Unknown stream file: ${pathname}`);
      // Every run of the transcoder writes new names, so a file never changes once listed.
      return { status: 200, headers: { 'content-type': found.type, 'cache-control': 'public, max-age=31536000, immutable' }, body: found.bytes };
    }
    const file = DEMO_FILE.exec(pathname)?.[1];
    if (file) {
      const passText = query.get('pass') ?? '0';
      const pass = /^\d{1,11}$/.test(passText) ? Number(passText) : Number.NaN;
      if (!(pass <= MAX_PASS)) return text(400, `pass must be a whole number of loops up to ${MAX_PASS}`);
      const found = segments(file, pass);
      if (found.kind === 'unknown') return text(404, `Unknown stream file: ${pathname}`);
      // Each pass has its own URL, so a shifted segment never changes either.
      return { status: 200, headers: { 'content-type': 'video/mp4', 'cache-control': 'public, max-age=31536000, immutable' }, body: found.bytes };
    }
    const clip = CLIP_PLAYLIST.exec(pathname);
    if (clip) return clipAnswer(Number(clip[1]), clip[2] ?? '');
    const match = PLAYLIST.exec(pathname);
    if (!match) return text(404, `Unknown stream: ${pathname}`);
    const roomId = Number(match[1]);
    const name = match[2] ?? '';
    if (name !== 'master' && !byName.has(name)) return text(404, `Unknown rendition: ${name}`);
    if (roomId < 1) return text(404, `Unknown room: ${roomId}`);
    if (live) {
      const source = await live.roomSource(roomId);
      if (!source) return text(404, `Unknown room: ${roomId}`);
      if (source.kind === 'off') return text(404, `Room ${roomId} is off air`);
      if (source.kind === 'live') return playlist(name === 'master' ? liveMaster(source) : await liveMediaPlaylist(live.mediaRoot, source.broadcastId, name));
    } else if (!(await roomExists(roomId))) return text(404, `Unknown room: ${roomId}`);
    const rendition = byName.get(name);
    if (!rendition) return playlist(masterPlaylist(recording.renditions));
    return playlist(mediaPlaylist({
      rendition,
      nowMs: now(),
      offsetMs: roomOffsetMs(roomId, loopMs),
      segmentBase: `../demo/${rendition.name}/`,
      version: recording.version,
    }));
  }

  async function clipAnswer(clipId: number, name: string): Promise<Answer> {
    // A clip of a packaged video is cut from that video's renditions, not the demo's.
    const cut = await vod?.answerAssetClip(clipId, name);
    if (cut) return cut;
    if (name !== 'master' && !byName.has(name)) return text(404, `Unknown rendition: ${name}`);
    const span = clipId >= 1 ? await clipSpan(clipId) : null;
    if (!span) return text(404, `Unknown clip: ${clipId}`);
    const rendition = byName.get(name);
    if (!rendition) return vodPlaylist(masterPlaylist(recording.renditions));
    return vodPlaylist(vodMediaPlaylist({
      rendition,
      startMs: span.startSeconds * 1000,
      durationMs: span.durationSeconds * 1000,
      segmentBase: `../../demo/${rendition.name}/`,
      version: recording.version,
    }));
  }

  return async function handleStream(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    let result: Answer;
    if (req.method !== 'GET' && req.method !== 'HEAD') result = text(405, 'Method not allowed', { allow: 'GET, HEAD' });
    else {
      try {
        result = await answer(pathname, new URL(req.url ?? '/', 'http://localhost').searchParams);
      } catch (err) {
        logger.error({ err, pathname }, 'stream request failed');
        result = text(503, 'Stream unavailable');
      }
    }
    res.writeHead(result.status, { ...result.headers, 'content-length': String(result.body.length), 'access-control-allow-origin': '*' });
    res.end(req.method === 'HEAD' ? undefined : result.body);
  };
}

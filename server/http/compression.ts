import type http from 'node:http';
import zlib from 'node:zlib';

/** Text worth compressing: pages, router payloads, JSON, scripts, styles, SVG, playlists, XML. */
const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|vnd\.apple\.mpegurl|x-component)|image\/svg\+xml)/i;
/** Below this the framing costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1_024;
/** Quality 4 compresses about as fast as gzip 6 and smaller; the top levels are for files built once. */
const BROTLI_QUALITY = 4;

export type Coding = 'br' | 'gzip';

/** The coding to answer with: brotli when the client takes it at least as gladly as gzip, else gzip, else none. */
export function chooseCoding(acceptEncoding: string | string[] | undefined): Coding | null {
  const weights = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  return weightOf('gzip') > 0 ? 'gzip' : null;
}

/** A stored body compressed once for many answers (the page cache): a higher quality than on the fly pays. */
export function compressStored(body: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
    : zlib.gzipSync(body, { level: 6 });
}

export function addVary(res: http.ServerResponse, field: string): void {
  const current = String(res.getHeader('vary') ?? '');
  if (current.split(',').some((v) => v.trim().toLowerCase() === field.toLowerCase() || v.trim() === '*')) return;
  res.setHeader('vary', current ? `${current}, ${field}` : field);
}

function shouldCompress(req: http.IncomingMessage, res: http.ServerResponse, knownLength: number | null): boolean {
  if (req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.getHeader('content-encoding') !== undefined) return false;
  if (/\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) return false;
  const declared = Number(res.getHeader('content-length'));
  const length = Number.isFinite(declared) && res.hasHeader('content-length') ? declared : knownLength;
  return length === null || length >= COMPRESS_MIN_BYTES;
}

const encodedHere = new WeakSet<http.ServerResponse>();

/** Whether this layer compresses the response (its content-encoding is ours, not the renderer's). */
export function compressedByServer(res: http.ServerResponse): boolean {
  return encodedHere.has(res);
}

/**
 * Moves headers passed to writeHead onto the response, so every check reads them with getHeader and
 * a length that compression makes wrong can be dropped. Returns the status (and reason) alone.
 */
function settleHeaders(res: http.ServerResponse, args: unknown[]): unknown[] {
  const given = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null);
  if (Array.isArray(given)) {
    for (let i = 0; i + 1 < given.length; i += 2) res.appendHeader(String(given[i]), given[i + 1] as string);
  } else if (given) {
    for (const [key, value] of Object.entries(given)) if (value !== undefined) res.setHeader(key, value as string);
  }
  return args.filter((a) => a !== given);
}

type Callback = (err?: Error | null) => void;
type Chunk = string | Uint8Array;

/** The body chunk and callback of a write/end call, whatever form the caller used. */
function argsOf(args: unknown[]): { chunk: Buffer | null; callback: Callback | undefined } {
  const [first, second, third] = args;
  const callback = [first, second, third].find((a): a is Callback => typeof a === 'function');
  if (typeof first === 'string') return { chunk: Buffer.from(first, typeof second === 'string' ? (second as BufferEncoding) : 'utf8'), callback };
  if (first instanceof Uint8Array) return { chunk: Buffer.from(first.buffer, first.byteOffset, first.byteLength), callback };
  return { chunk: null, callback };
}

/**
 * Compresses a text response with brotli or gzip, as the request accepts, whoever writes it (Next,
 * the API, the page cache). Call before anything else wraps `res`, so the headers it sees are final.
 * Streamed pages stay streamed: `res.flush()` (which Next calls) pushes out what is compressed so far.
 */
export function compressResponse(req: http.IncomingMessage, res: http.ServerResponse): void {
  const coding = chooseCoding(req.headers['accept-encoding']);
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  const write = res.write.bind(res) as (chunk: Chunk, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (chunk?: Chunk | Callback, callback?: Callback) => http.ServerResponse;
  let encoder: zlib.BrotliCompress | zlib.Gzip | null = null;
  let knownLength: number | null = null;

  res.writeHead = ((...given: unknown[]) => {
    const args = settleHeaders(res, given);
    if (COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) {
      addVary(res, 'Accept-Encoding');
      if (coding && shouldCompress(req, res, knownLength)) {
        encodedHere.add(res);
        res.setHeader('content-encoding', coding);
        res.removeHeader('content-length');
        encoder = coding === 'br'
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } })
          : zlib.createGzip({ level: 6 });
        encoder.on('data', (data: Buffer) => write(data));
        // A writer that waits for 'drain' after a full buffer (Next's streaming does) must hear the encoder's.
        encoder.on('drain', () => res.emit('drain'));
        encoder.on('end', () => end());
        encoder.on('error', (err) => res.destroy(err));
      }
    }
    return writeHead(...args);
  }) as typeof res.writeHead;

  res.write = ((...args: unknown[]) => {
    const { chunk, callback } = argsOf(args);
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!encoder) return write(...(args as [Chunk, Callback?]));
    if (chunk) return encoder.write(chunk, callback);
    callback?.();
    return true;
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    const { chunk, callback } = argsOf(args);
    if (!res.headersSent) {
      knownLength = chunk?.length ?? 0;
      res.writeHead(res.statusCode);
    }
    if (!encoder) return end(...(args as [Chunk?, Callback?]));
    if (callback) res.once('finish', () => callback());
    if (chunk) encoder.end(chunk);
    else encoder.end();
    return res;
  }) as typeof res.end;

  (res as http.ServerResponse & { flush?: () => void }).flush = () => encoder?.flush();
}

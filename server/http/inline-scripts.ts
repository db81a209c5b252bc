import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser runs; anything else (JSON, templates) is data and needs no permission. */
const RUNNABLE_TYPE = /^\s*(?:(?:text|application)\/(?:x-)?(?:java|ecma)script|module)?\s*$/i;

function attribute(attrs: string, name: string): string | null {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  if (m) return m[1] ?? m[2] ?? m[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attrs) ? '' : null;
}

/** CSP hash sources (`sha256-…`) of the inline scripts of an HTML document, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, 'src') !== null) continue;
    if (!RUNNABLE_TYPE.test(attribute(attrs, 'type') ?? '')) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

function decode(body: Buffer, encoding: string): Buffer | null {
  switch (encoding.trim().toLowerCase()) {
    case '':
    case 'identity':
      return body;
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      return null;
  }
}

/** The script hashes of a stored page body as it was sent (maybe compressed); null when it cannot be read. */
export function storedPageHashes(body: Buffer, contentEncoding: string | undefined): string[] | null {
  try {
    const html = decode(body, contentEncoding ?? '');
    return html ? inlineScriptHashes(html.toString('utf8')) : null;
  } catch {
    return null;
  }
}

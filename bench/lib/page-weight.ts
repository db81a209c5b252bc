import { gzipSync } from 'node:zlib';

const SCRIPT_SRC = /<script[^>]+src="([^"]+)"/g;

/** The scripts a page's HTML references, as absolute URLs. */
export async function firstLoadScripts(origin: string, path: string): Promise<string[]> {
  const html = await (await fetch(origin + path)).text();
  const sources = [...new Set([...html.matchAll(SCRIPT_SRC)].map((m) => m[1] ?? ''))].filter(Boolean);
  return sources.map((src) => new URL(src.replaceAll('&amp;', '&'), origin).href);
}

/** The JavaScript a first visit downloads: every script the HTML references, gzip-compressed. */
export async function firstLoadJsKb(origin: string, path: string): Promise<{ kb: number; files: number }> {
  const sources = await firstLoadScripts(origin, path);
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { kb: bytes / 1024, files: sources.length };
}

export async function htmlKb(origin: string, path: string): Promise<number> {
  return Buffer.byteLength(await (await fetch(origin + path)).text()) / 1024;
}

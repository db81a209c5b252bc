import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const BUILD_META = /^\/builds\/meta\/([A-Za-z0-9_-]{1,64})\.json$/;

/** The id of the build this process serves; a redeploy replaces the file and so the answer. */
async function currentBuild(distDir: string): Promise<{ buildId: string; builtAt: string } | null> {
  try {
    const file = path.join(distDir, 'BUILD_ID');
    const [buildId, stat] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
    return { buildId: buildId.trim(), builtAt: stat.mtime.toISOString() };
  } catch {
    return null;
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** Answers `/builds/latest.json` and `/builds/meta/{buildId}.json`; returns false for other paths. */
export async function serveBuildManifest(req: IncomingMessage, res: ServerResponse, pathname: string, distDir: string): Promise<boolean> {
  const meta = BUILD_META.exec(pathname);
  if (pathname !== '/builds/latest.json' && !meta) return false;
  const build = await currentBuild(distDir);
  if (!build) json(res, 503, { code: 503, msg: 'No build is being served', data: null });
  else if (meta && meta[1] !== build.buildId) json(res, 404, { code: 404, msg: `Unknown build: ${meta[1]}`, data: null });
  else json(res, 200, meta ? build : { buildId: build.buildId });
  return true;
}

import path from 'node:path';

/**
 * A video's folder from its `output_dir`, refused unless it lies strictly inside the media folder: a
 * bad row must never make the pipeline read, serve or delete anything else.
 */
export function insideMediaDir(mediaRoot: string, relative: string): string {
  const root = path.resolve(mediaRoot);
  const full = path.resolve(root, relative);
  if (path.isAbsolute(relative) || !full.startsWith(root + path.sep)) throw new Error(`"${relative}" is not inside the media folder`);
  return full;
}

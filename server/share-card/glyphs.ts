import zlib from 'node:zlib';

/** The uncompressed `cmap` table of a WOFF font, or null when the file is not WOFF or lacks one. */
function cmapTable(woff: Buffer): Buffer | null {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return null;
  const tableCount = woff.readUInt16BE(12);
  for (let i = 0; i < tableCount; i++) {
    const entry = 44 + i * 20;
    if (woff.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + stored);
    return stored < length ? zlib.inflateSync(raw) : raw;
  }
  return null;
}

/** Segment mapping (format 4): the Basic Multilingual Plane. */
function addFormat4(cmap: Buffer, at: number, into: Set<number>): void {
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  for (let s = 0; s < segments; s++) {
    const start = cmap.readUInt16BE(starts + s * 2);
    const end = cmap.readUInt16BE(ends + s * 2);
    if (start !== 0xffff) for (let cp = start; cp <= end; cp++) into.add(cp);
  }
}

/** Segmented coverage (format 12): every plane. */
function addFormat12(cmap: Buffer, at: number, into: Set<number>): void {
  const groups = cmap.readUInt32BE(at + 12);
  for (let g = 0; g < groups; g++) {
    const group = at + 16 + g * 12;
    for (let cp = cmap.readUInt32BE(group); cp <= cmap.readUInt32BE(group + 4); cp++) into.add(cp);
  }
}

/**
 * The code points a WOFF font has glyphs for, read from its character map. Glyphs that are mapped but
 * empty count as drawn; that is what a font means by them.
 */
export function codePointsOf(woff: Buffer): Set<number> {
  const points = new Set<number>();
  const cmap = cmapTable(woff);
  if (!cmap) return points;
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const at = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(at);
    if (format === 4) addFormat4(cmap, at, points);
    else if (format === 12) addFormat12(cmap, at, points);
  }
  return points;
}

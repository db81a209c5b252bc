/** What a rendition's initialisation segment says about its picture and codecs, for the master playlist. */
export interface InitInfo {
  width: number | null;
  height: number | null;
  /** RFC 6381 codec names (`avc1.64001f`, `mp4a.40.2`). */
  codecs: string[];
}

interface Box {
  type: string;
  body: number;
  end: number;
}

function* boxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    const size = bytes.readUInt32BE(at);
    // Init segments are small: 64-bit and to-the-end sizes do not occur in what ffmpeg writes.
    if (size < 8 || at + size > end) return;
    yield { type: bytes.toString('latin1', at + 4, at + 8), body: at + 8, end: at + size };
    at += size;
  }
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
/** A visual sample entry's fixed fields before its child boxes (ISO 14496-12 §12.1.3). */
const VISUAL_ENTRY_FIELDS = 78;
/** An audio sample entry's fixed fields (§12.2.3). */
const AUDIO_ENTRY_FIELDS = 28;

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

function sampleEntry(bytes: Buffer, entry: Box, info: InitInfo): void {
  if (entry.type === 'avc1' || entry.type === 'avc3') {
    info.width = bytes.readUInt16BE(entry.body + 24);
    info.height = bytes.readUInt16BE(entry.body + 26);
    for (const child of boxes(bytes, entry.body + VISUAL_ENTRY_FIELDS, entry.end)) {
      if (child.type === 'avcC' && child.body + 4 <= child.end) {
        info.codecs.push(`${entry.type}.${hex2(bytes[child.body + 1] ?? 0)}${hex2(bytes[child.body + 2] ?? 0)}${hex2(bytes[child.body + 3] ?? 0)}`);
      }
    }
  } else if (entry.type === 'mp4a' && entry.body + AUDIO_ENTRY_FIELDS <= entry.end) {
    // AAC-LC is what the pipeline encodes; the exact object type would need the esds descriptor.
    info.codecs.push('mp4a.40.2');
  }
}

function walk(bytes: Buffer, start: number, end: number, info: InitInfo): void {
  for (const box of boxes(bytes, start, end)) {
    if (CONTAINERS.has(box.type)) walk(bytes, box.body, box.end, info);
    else if (box.type === 'stsd') for (const entry of boxes(bytes, box.body + 8, box.end)) sampleEntry(bytes, entry, info);
  }
}

/** Reads an fMP4 initialisation segment; fields it cannot find stay null or absent. */
export function readInitInfo(bytes: Buffer): InitInfo {
  const info: InitInfo = { width: null, height: null, codecs: [] };
  try {
    walk(bytes, 0, bytes.length, info);
  } catch {
    // A truncated box: whatever was read so far stands.
  }
  return info;
}

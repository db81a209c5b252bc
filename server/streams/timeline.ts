/**
 * Moves an fMP4 media segment along the timeline: the recording loops, and each pass is served
 * with its decode times shifted by whole loops, so players see one stream that never jumps back.
 * Only the `tfdt` box (base media decode time) changes; sizes and offsets stay as they are.
 */

interface Box {
  type: string;
  start: number;
  end: number;
  /** Where the payload starts (after the size and type, and a 64-bit size when there is one). */
  body: number;
}

function* boxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) return;
    yield { type: bytes.toString('latin1', at + 4, at + 8), start: at, end: at + size, body };
    at += size;
  }
}

function find(bytes: Buffer, path: readonly string[], start = 0, end = bytes.length): Box | null {
  const [head, ...rest] = path;
  for (const box of boxes(bytes, start, end)) {
    if (box.type !== head) continue;
    return rest.length === 0 ? box : find(bytes, rest, box.body, box.end);
  }
  return null;
}

/** The media timescale (ticks per second) of the first track of an initialisation segment. */
export function timescaleOf(init: Buffer): number {
  const mdhd = find(init, ['moov', 'trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('init segment has no mdhd box');
  const version = init.readUInt8(mdhd.body);
  // version 1: creation and modification times are 64-bit, so the timescale sits 8 bytes further on.
  return init.readUInt32BE(mdhd.body + (version === 1 ? 20 : 12));
}

/** The base media decode time of every track fragment in a segment. */
export function decodeTimes(segment: Buffer): bigint[] {
  const times: bigint[] = [];
  for (const moof of boxes(segment, 0, segment.length)) {
    if (moof.type !== 'moof') continue;
    for (const traf of boxes(segment, moof.body, moof.end)) {
      if (traf.type !== 'traf') continue;
      const tfdt = find(segment, ['tfdt'], traf.body, traf.end);
      if (!tfdt) continue;
      const version = segment.readUInt8(tfdt.body);
      times.push(version === 1 ? segment.readBigUInt64BE(tfdt.body + 4) : BigInt(segment.readUInt32BE(tfdt.body + 4)));
    }
  }
  return times;
}

/** A copy of `segment` whose decode times are `ticks` later. Needs 64-bit `tfdt` boxes (ffmpeg writes them). */
export function shiftDecodeTimes(segment: Buffer, ticks: bigint): Buffer {
  const out = Buffer.from(segment);
  let shifted = 0;
  for (const moof of boxes(out, 0, out.length)) {
    if (moof.type !== 'moof') continue;
    for (const traf of boxes(out, moof.body, moof.end)) {
      if (traf.type !== 'traf') continue;
      const tfdt = find(out, ['tfdt'], traf.body, traf.end);
      if (!tfdt) continue;
      if (out.readUInt8(tfdt.body) !== 1) throw new Error('segment has a 32-bit tfdt box');
      out.writeBigUInt64BE(out.readBigUInt64BE(tfdt.body + 4) + ticks, tfdt.body + 4);
      shifted += 1;
    }
  }
  if (shifted === 0) throw new Error('segment has no tfdt box');
  return out;
}

import { CHAT_LIMITS } from '@/lib/domain/chat';
import { unescapeHeader } from './escape';
import { isUnescapedCommand, StompFrameError, type StompFrame } from './frame';

export interface StompLimits {
  /** Command, headers and body together. */
  frameMaxBytes: number;
  maxHeaders: number;
  maxHeaderLineBytes: number;
}

export const DEFAULT_STOMP_LIMITS: StompLimits = {
  frameMaxBytes: CHAT_LIMITS.frameMaxBytes,
  maxHeaders: 32,
  maxHeaderLineBytes: 2048,
};

export interface ParseResult {
  frames: StompFrame[];
  /** Set once the stream is broken; every later push returns it again. */
  error: StompFrameError | null;
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const EMPTY = Buffer.alloc(0);
const COMMAND = /^[A-Z]{1,16}$/;
const CONTENT_LENGTH = /^\d{1,9}$/;

/**
 * Incremental STOMP 1.2 parser: feed it WebSocket messages as they come; a frame may be split
 * across messages and a message may hold several frames. Heart-beat EOLs between frames are
 * skipped and counted. It never throws: a broken stream yields a typed error.
 */
export class StompParser {
  private pending: Buffer = EMPTY;
  private failure: StompFrameError | null = null;

  constructor(private readonly limits: StompLimits = DEFAULT_STOMP_LIMITS) {}

  push(chunk: Buffer | string): ParseResult {
    if (this.failure) return { frames: [], error: this.failure };
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.pending = this.pending.length ? Buffer.concat([this.pending, bytes]) : bytes;
    const frames: StompFrame[] = [];
    try {
      for (let frame = this.next(); frame; frame = this.next()) frames.push(frame);
    } catch (err) {
      this.failure = err instanceof StompFrameError ? err : new StompFrameError('malformed-frame', String(err));
      this.pending = EMPTY;
      return { frames, error: this.failure };
    }
    return { frames, error: null };
  }

  /** Bytes held for a frame that has not finished arriving. */
  get bufferedBytes(): number {
    return this.pending.length;
  }

  private skipHeartBeats(): void {
    const buf = this.pending;
    let pos = 0;
    while (pos < buf.length) {
      if (buf[pos] === LF) pos += 1;
      else if (buf[pos] === CR && buf[pos + 1] === LF) pos += 2;
      else break;
    }
    if (pos > 0) this.pending = buf.subarray(pos);
  }

  private next(): StompFrame | null {
    this.skipHeartBeats();
    const buf = this.pending;
    if (buf.length === 0) return null;
    const { frameMaxBytes, maxHeaders, maxHeaderLineBytes } = this.limits;
    const tooLarge = () => new StompFrameError('frame-too-large', `frame larger than ${frameMaxBytes} bytes`);

    let cursor = 0;
    let command: string | null = null;
    const headers = new Map<string, string>();
    let headerCount = 0;
    for (;;) {
      const lf = buf.indexOf(LF, cursor);
      if (lf === -1) {
        if (buf.length - cursor > maxHeaderLineBytes) throw new StompFrameError('header-too-long', `header line longer than ${maxHeaderLineBytes} bytes`);
        if (buf.length > frameMaxBytes) throw tooLarge();
        return null;
      }
      const end = lf > cursor && buf[lf - 1] === CR ? lf - 1 : lf;
      if (end - cursor > maxHeaderLineBytes) throw new StompFrameError('header-too-long', `header line longer than ${maxHeaderLineBytes} bytes`);
      const line = buf.toString('utf8', cursor, end);
      cursor = lf + 1;
      if (cursor > frameMaxBytes) throw tooLarge();
      if (command === null) {
        if (!COMMAND.test(line)) throw new StompFrameError('malformed-frame', 'a frame must start with a command');
        command = line;
        continue;
      }
      if (line === '') break;
      headerCount += 1;
      if (headerCount > maxHeaders) throw new StompFrameError('too-many-headers', `more than ${maxHeaders} headers`);
      const colon = line.indexOf(':');
      if (colon < 1) throw new StompFrameError('malformed-frame', 'a header must be name:value');
      const raw = isUnescapedCommand(command);
      const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
      const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
      if (!headers.has(name)) headers.set(name, value);
    }

    const declared = headers.get('content-length');
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!CONTENT_LENGTH.test(declared)) throw new StompFrameError('malformed-frame', 'content-length must be a byte count');
      bodyEnd = cursor + Number(declared);
      if (bodyEnd + 1 > frameMaxBytes) throw tooLarge();
      if (buf.length <= bodyEnd) return null;
      if (buf[bodyEnd] !== NUL) throw new StompFrameError('malformed-frame', 'the body must end with NUL after content-length bytes');
    } else {
      bodyEnd = buf.indexOf(NUL, cursor);
      if (bodyEnd === -1) {
        if (buf.length > frameMaxBytes) throw tooLarge();
        return null;
      }
      if (bodyEnd + 1 > frameMaxBytes) throw tooLarge();
    }
    const body = buf.subarray(cursor, bodyEnd);
    this.pending = buf.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

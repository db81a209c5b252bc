import { escapeHeader } from './escape';
import { isUnescapedCommand, type StompHeaders } from './frame';

const NUL = Buffer.from([0]);

function headerBlock(command: string, headers: StompHeaders): string {
  const raw = isUnescapedCommand(command);
  let text = `${command}\n`;
  for (const [name, value] of headers) text += raw ? `${name}:${value}\n` : `${escapeHeader(name)}:${escapeHeader(value)}\n`;
  return text;
}

/** One frame ready for the wire. A body gets a `content-length`, so it may hold NULs. */
export function encodeFrame(command: string, headers: StompHeaders = [], body: string | Buffer = ''): Buffer {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const withLength: StompHeaders = bytes.length > 0 ? [...headers, ['content-length', String(bytes.length)]] : headers;
  return Buffer.concat([Buffer.from(`${headerBlock(command, withLength)}\n`, 'utf8'), bytes, NUL]);
}

/**
 * A MESSAGE frame encoded once for every subscriber of a topic: only the `subscription` header
 * differs between them, so the bytes before and after it are shared and each distinct
 * subscription id costs one small concatenation (most clients use the same ids, `sub-0`…).
 */
export class MessageFrameTemplate {
  private readonly head: Buffer;
  private readonly tail: Buffer;
  private readonly bySubscription = new Map<string, Buffer>();

  constructor(headers: StompHeaders, body: string) {
    const bytes = Buffer.from(body, 'utf8');
    this.head = Buffer.from(`${headerBlock('MESSAGE', [...headers, ['content-length', String(bytes.length)]])}subscription:`, 'utf8');
    this.tail = Buffer.concat([Buffer.from('\n\n', 'utf8'), bytes, NUL]);
  }

  forSubscription(id: string): Buffer {
    let frame = this.bySubscription.get(id);
    if (!frame) {
      frame = Buffer.concat([this.head, Buffer.from(escapeHeader(id), 'utf8'), this.tail]);
      this.bySubscription.set(id, frame);
    }
    return frame;
  }
}

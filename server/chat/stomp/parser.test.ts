import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@/lib/domain/chat';
import { encodeFrame } from './encode';
import { StompParser } from './parser';

const frame = (text: string) => Buffer.from(text, 'utf8');
const parseAll = (...chunks: (string | Buffer)[]) => {
  const parser = new StompParser();
  const frames = [];
  let error = null;
  for (const chunk of chunks) {
    const result = parser.push(chunk);
    frames.push(...result.frames);
    error ??= result.error;
  }
  return { frames, error, parser };
};

describe('StompParser', () => {
  it('decodes a NUL-terminated frame with headers and a body', () => {
    const { frames, error } = parseAll('SEND\ndestination:/chat.sendMessage\n\n{"a":1}\0');
    expect(error).toBeNull();
    expect(frames).toHaveLength(1);
    expect(frames[0]?.command).toBe('SEND');
    expect(frames[0]?.headers.get('destination')).toBe('/chat.sendMessage');
    expect(frames[0]?.body.toString()).toBe('{"a":1}');
  });

  it('joins a frame split across several messages', () => {
    const { frames, error } = parseAll('SUBS', 'CRIBE\nid:sub-0\ndesti', 'nation:/topic/chatroom.30\n', '\n', '\0');
    expect(error).toBeNull();
    expect(frames.map((f) => [f.command, f.headers.get('id'), f.headers.get('destination')])).toEqual([['SUBSCRIBE', 'sub-0', '/topic/chatroom.30']]);
  });

  it('splits several frames carried by one message, with heart-beats between them', () => {
    const { frames, error } = parseAll('\nSEND\ndestination:/a\n\nx\0\r\n\nSEND\ndestination:/b\n\ny\0\n');
    expect(error).toBeNull();
    expect(frames.map((f) => f.headers.get('destination'))).toEqual(['/a', '/b']);
  });

  it('returns nothing for heart-beats alone', () => {
    const { frames, error, parser } = parseAll('\n', '\r\n', '\n\n');
    expect(error).toBeNull();
    expect(frames).toEqual([]);
    expect(parser.bufferedBytes).toBe(0);
  });

  it('accepts CRLF line endings', () => {
    const { frames } = parseAll('SEND\r\ndestination:/a\r\n\r\nhi\0');
    expect(frames[0]?.headers.get('destination')).toBe('/a');
    expect(frames[0]?.body.toString()).toBe('hi');
  });

  it('reads a content-length body that holds NULs, even when split mid-body', () => {
    const body = Buffer.from([1, 0, 2, 0, 3]);
    const bytes = encodeFrame('SEND', [['destination', '/a']], body);
    const { frames, error } = parseAll(bytes.subarray(0, 20), bytes.subarray(20, bytes.length - 2), bytes.subarray(bytes.length - 2));
    expect(error).toBeNull();
    expect([...(frames[0]?.body ?? [])]).toEqual([1, 0, 2, 0, 3]);
  });

  it('refuses a content-length body not followed by NUL', () => {
    expect(parseAll('SEND\ncontent-length:2\n\nabc\0').error?.code).toBe('malformed-frame');
  });

  it('refuses a content-length that is not a byte count', () => {
    expect(parseAll('SEND\ncontent-length:-1\n\n\0').error?.code).toBe('malformed-frame');
  });

  it('unescapes header names and values', () => {
    const { frames } = parseAll('SEND\nde\\cst:a\\\\b\\nc\\rd\\ce\n\n\0');
    expect(frames[0]?.headers.get('de:st')).toBe('a\\b\nc\rd:e');
  });

  it('does not unescape CONNECT headers', () => {
    const { frames, error } = parseAll('CONNECT\npasscode:a\\cb\n\n\0');
    expect(error).toBeNull();
    expect(frames[0]?.headers.get('passcode')).toBe('a\\cb');
  });

  it('treats an undefined escape sequence as malformed', () => {
    expect(parseAll('SEND\nx:a\\tb\n\n\0').error?.code).toBe('malformed-frame');
  });

  it('keeps the first of repeated headers', () => {
    const { frames } = parseAll('SEND\nfoo:first\nfoo:second\n\n\0');
    expect(frames[0]?.headers.get('foo')).toBe('first');
  });

  it('refuses a frame larger than the chat limit, whether framed by NUL or content-length', () => {
    const big = 'x'.repeat(CHAT_LIMITS.frameMaxBytes);
    expect(parseAll(`SEND\ndestination:/a\n\n${big}\0`).error?.code).toBe('frame-too-large');
    expect(parseAll(`SEND\ncontent-length:${CHAT_LIMITS.frameMaxBytes}\n\n`).error?.code).toBe('frame-too-large');
  });

  it('refuses an oversized frame before its end has arrived', () => {
    const parser = new StompParser();
    expect(parser.push('SEND\ndestination:/a\n\n').error).toBeNull();
    expect(parser.push('x'.repeat(CHAT_LIMITS.frameMaxBytes)).error?.code).toBe('frame-too-large');
  });

  it('refuses too many headers and overlong header lines', () => {
    const many = Array.from({ length: 40 }, (_, i) => `h${i}:v`).join('\n');
    expect(parseAll(`SEND\n${many}\n\n\0`).error?.code).toBe('too-many-headers');
    expect(parseAll(`SEND\nx:${'y'.repeat(5000)}\n\n\0`).error?.code).toBe('header-too-long');
    expect(parseAll(`SEND\nx:${'y'.repeat(5000)}`).error?.code).toBe('header-too-long');
  });

  it('refuses garbage commands and headers without a colon', () => {
    expect(parseAll('hello world\n\n\0').error?.code).toBe('malformed-frame');
    expect(parseAll('SEND\nno-colon\n\n\0').error?.code).toBe('malformed-frame');
    expect(parseAll('SEND\n:empty-name\n\n\0').error?.code).toBe('malformed-frame');
  });

  it('stays broken after an error and still returns the frames decoded before it', () => {
    const parser = new StompParser();
    const first = parser.push('SEND\ndestination:/a\n\n\0garbage line\n\n\0');
    expect(first.frames).toHaveLength(1);
    expect(first.error?.code).toBe('malformed-frame');
    expect(parser.push('SEND\n\n\0')).toEqual({ frames: [], error: first.error });
  });

  it('decodes what the encoder produces, escaping included', () => {
    const bytes = encodeFrame('MESSAGE', [['subscription', 'a:b\nc'], ['message-id', '1']], 'é 😀');
    const { frames } = parseAll(frame(bytes.toString('utf8')));
    expect(frames[0]?.headers.get('subscription')).toBe('a:b\nc');
    expect(frames[0]?.body.toString('utf8')).toBe('é 😀');
  });

  it('decodes the same frames however a stream of them is cut into messages', () => {
    const stream = Buffer.concat([
      encodeFrame('SEND', [['destination', '/a'], ['x', 'é:\n']], 'first'),
      Buffer.from('\r\n\n'),
      encodeFrame('SEND', [['destination', '/b']], Buffer.from([0, 1, 0])),
      Buffer.from('SUBSCRIBE\r\nid:7\r\ndestination:/c\r\n\r\n\0\n'),
    ]);
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 200; round += 1) {
      const parser = new StompParser();
      const decoded = [];
      for (let at = 0; at < stream.length; ) {
        const size = 1 + Math.floor(random() * 12);
        const { frames, error } = parser.push(stream.subarray(at, at + size));
        expect(error).toBeNull();
        decoded.push(...frames.map((f) => `${f.command} ${[...f.headers].join(';')} ${f.body.toString('hex')}`));
        at += size;
      }
      expect(decoded).toEqual([
        `SEND destination,/a;x,é:\n;content-length,5 ${Buffer.from('first').toString('hex')}`,
        'SEND destination,/b;content-length,3 000100',
        'SUBSCRIBE id,7;destination,/c ',
      ]);
    }
  });
});


import { StompFrameError } from './frame';

const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Readonly<Record<string, string>> = { '\\': '\\', r: '\r', n: '\n', c: ':' };
const NEEDS_ESCAPE = /[\\\r\n:]/;

export function escapeHeader(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\r\n:]/g, (ch) => ESCAPES[ch] ?? ch) : text;
}

/** STOMP 1.2: an undefined escape such as `\t`, or a trailing backslash, is a fatal protocol error. */
export function unescapeHeader(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(.?)/gs, (_, ch: string) => {
    const plain = UNESCAPES[ch];
    if (plain === undefined) throw new StompFrameError('malformed-frame', `undefined escape sequence in header: \\${ch}`);
    return plain;
  });
}

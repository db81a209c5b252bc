/**
 * Message text is kept as the viewer typed it (the client renders it as text, never as HTML), less
 * what can only do harm: control characters and the bidirectional overrides used to disguise text.
 * Line breaks become spaces: a chat line is one line.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]+/g;

export function cleanMessageText(text: string): string {
  return text.replace(CONTROL, '').replace(LINE_BREAKS, ' ').trim();
}

/** A reaction is one short token: no spaces, no control characters. */
export function isCleanReaction(reaction: string): boolean {
  return reaction.trim() === reaction && !/\s/u.test(reaction) && cleanMessageText(reaction) === reaction;
}

/** Attachments are links to images: on this site (`/…`) or over https. Anything else (javascript:, data:, //host) is refused. */
export function isAllowedAttachment(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

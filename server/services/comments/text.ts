// Invisible and direction-changing characters: they let a comment hide or reorder what it says.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/**
 * A comment's text as stored: plain text, line breaks kept (a reader writes paragraphs) but no more
 * than one blank line in a row, blanks trimmed at both ends. Never interpreted as markup anywhere.
 */
export function cleanCommentText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .replace(/[ \u00A0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Length as a reader counts it: characters, not UTF-16 units (an emoji is one). */
export const textLength = (text: string): number => [...text].length;

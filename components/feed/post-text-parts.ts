import { MENTION_PATTERN } from '@/lib/domain/chat';
import { HASHTAG_PATTERN } from '@/lib/domain/feed';

export type TextPart = { kind: 'text'; text: string } | { kind: 'tag'; text: string; tag: string } | { kind: 'mention'; text: string; userId: number };

interface Found {
  start: number;
  end: number;
  part: TextPart;
}

/**
 * A post's text cut into plain runs, #hashtags and @mentions. Only what the server kept links: a tag
 * among the post's hashtags and a name among its mentions (a member who exists); the rest stays text.
 */
export function postTextParts(text: string, hashtags: readonly string[], mentions: readonly { username: string; userId: number }[]): TextPart[] {
  const found: Found[] = [];
  for (const m of text.matchAll(new RegExp(HASHTAG_PATTERN.source, HASHTAG_PATTERN.flags))) {
    const tag = m[2] ?? '';
    if (!hashtags.includes(tag.toLocaleLowerCase('vi'))) continue;
    const start = (m.index ?? 0) + (m[1] ?? '').length;
    found.push({ start, end: start + tag.length + 1, part: { kind: 'tag', text: `#${tag}`, tag: tag.toLocaleLowerCase('vi') } });
  }
  for (const m of text.matchAll(new RegExp(MENTION_PATTERN.source, MENTION_PATTERN.flags))) {
    // A name may end a sentence: "@an." mentions "an".
    const name = (m[2] ?? '').replace(/\.+$/, '');
    const member = mentions.find((x) => x.username.toLowerCase() === name.toLowerCase());
    if (!member) continue;
    const start = (m.index ?? 0) + (m[1] ?? '').length;
    found.push({ start, end: start + name.length + 1, part: { kind: 'mention', text: `@${name}`, userId: member.userId } });
  }
  found.sort((a, b) => a.start - b.start);
  const parts: TextPart[] = [];
  let at = 0;
  for (const f of found) {
    if (f.start < at) continue;
    if (f.start > at) parts.push({ kind: 'text', text: text.slice(at, f.start) });
    parts.push(f.part);
    at = f.end;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

import { MENTION_PATTERN } from '@/lib/domain/chat';
import { cn } from '@/components/ui/cn';

export interface TextPart {
  text: string;
  /** The mentioned name, without the `@`. */
  mention?: string;
}

/** Splits a message into plain text and `@name` mentions. */
export function splitMentions(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(MENTION_PATTERN.source, MENTION_PATTERN.flags))) {
    const lead = match[1] ?? '';
    const name = match[2] ?? '';
    const start = (match.index ?? 0) + lead.length;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: `@${name}`, mention: name });
    last = start + name.length + 1;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function mentionsViewer(text: string, names: ReadonlySet<string>): boolean {
  return names.size > 0 && splitMentions(text).some((p) => p.mention !== undefined && names.has(p.mention.toLocaleLowerCase()));
}

/** The message as text nodes only: markup a sender types is shown, never run. */
export function MessageText({ text, viewerNames }: { text: string; viewerNames: ReadonlySet<string> }) {
  return (
    <>
      {splitMentions(text).map((part, i) =>
        part.mention === undefined ? (
          part.text
        ) : (
          <span
            key={i}
            data-mention={viewerNames.has(part.mention.toLocaleLowerCase()) ? 'viewer' : 'other'}
            className={cn('rounded px-0.5 font-semibold', viewerNames.has(part.mention.toLocaleLowerCase()) ? 'bg-accent text-accent-fg' : 'text-accent')}
          >
            {part.text}
          </span>
        ),
      )}
    </>
  );
}

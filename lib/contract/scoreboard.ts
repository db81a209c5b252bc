import * as z from 'zod/mini';
import { SCOREBOARD_KINDS, scoreboardKindOf, type Scoreboard } from '@/lib/domain/scoreboard';

const pair = z.object({ home: z.int().check(z.minimum(0), z.maximum(999)), away: z.int().check(z.minimum(0), z.maximum(999)) });

/** A scoreboard on the wire and in storage, every field within range (see Scoreboard for what each means). */
export const scoreboard = z.object({
  kind: z.enum(SCOREBOARD_KINDS),
  periods: z.array(pair).check(z.maxLength(12)),
  current: z.nullable(z.int().check(z.minimum(1), z.maximum(99))),
  game: z.nullable(z.object({ home: z.string().check(z.maxLength(3)), away: z.string().check(z.maxLength(3)) })),
  server: z.nullable(z.enum(['home', 'away'])),
  clock: z.nullable(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
  raceTo: z.nullable(z.int().check(z.minimum(1), z.maximum(99))),
});

// The schema and the plain type must describe the same thing, in both directions.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameShape: Same<z.infer<typeof scoreboard>, Scoreboard> = true;
void sameShape;

/** A stored scoreboard read back: anything unreadable is no scoreboard rather than an error. */
export function parseScoreboard(raw: string | null | undefined): Scoreboard | null {
  if (!raw) return null;
  try {
    const parsed = scoreboard.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A fixture's stored board, kept only when it is the kind its sport keeps: football and the
 * studios' streams have none, and a board of the wrong shape would draw the wrong table.
 */
export function scoreboardFor(liveModeId: number, raw: string | null | undefined): Scoreboard | null {
  const kind = scoreboardKindOf(liveModeId);
  if (kind === undefined) return null;
  const board = parseScoreboard(raw);
  return board?.kind === kind ? board : null;
}

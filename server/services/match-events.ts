import type { z } from 'zod';
import type { MatchEvent, matchEvents as matchEventsCall } from '@/lib/contract/room';
import { MATCH_EVENT_KINDS, type MatchEventKind } from '@/lib/domain/match-events';
import type { Db } from '@/server/db/client';
import { requireFixture } from './fixture-lookup';
import type { ServiceCtx } from './schedule';

const KINDS: ReadonlySet<string> = new Set(MATCH_EVENT_KINDS);
const isKind = (kind: string): kind is MatchEventKind => KINDS.has(kind);

/** Everything the feed has recorded for a fixture, oldest first; 404 for an unknown fixture. */
export async function matchEvents(db: Db, q: z.output<typeof matchEventsCall.query>, _ctx: ServiceCtx): Promise<MatchEvent[]> {
  await requireFixture(db, q.fixtureId);
  const rows = await db
    .selectFrom('matchEvents')
    .select(['seq', 'minute', 'added', 'kind', 'side', 'playerId', 'playerName', 'relatedName', 'points', 'homeScore', 'awayScore'])
    .where('fixtureId', '=', q.fixtureId)
    .orderBy('seq')
    .execute();
  // A kind this build does not know (written by a newer feed) is skipped rather than breaking the contract.
  return rows.flatMap((r) => (isKind(r.kind) ? [{ ...r, kind: r.kind }] : []));
}

import type { MatchEventKind, Side } from '@/lib/domain/match-events';
import { ODDS_SUSPENSION, SENDING_OFF_KINDS } from '@/lib/domain/odds-movement';
import type { Db } from '@/server/db/client';

/** A match event the market reacts to: a goal (suspension) or a sending-off (suspension and weaker side). */
export interface MarketEvent {
  kind: string;
  side: Side;
  /** Epoch milliseconds. */
  at: number;
}

const KINDS: readonly string[] = [...new Set<MatchEventKind>([...(Object.keys(ODDS_SUSPENSION) as MatchEventKind[]), ...SENDING_OFF_KINDS])];

/** Players each side has had sent off by `at`. */
export function redsAt(events: readonly MarketEvent[], at: number): Record<Side, number> {
  const out = { home: 0, away: 0 };
  for (const e of events) if (e.at <= at && (SENDING_OFF_KINDS as readonly string[]).includes(e.kind)) out[e.side] += 1;
  return out;
}

/** The market events of the fixtures, oldest first, by fixture (an empty list for none). */
export async function marketEventsOf(db: Db, fixtureIds: readonly number[]): Promise<Map<number, MarketEvent[]>> {
  const out = new Map<number, MarketEvent[]>(fixtureIds.map((id) => [id, []]));
  if (fixtureIds.length === 0) return out;
  const rows = await db
    .selectFrom('matchEvents')
    .select(['fixtureId', 'kind', 'side', 'at'])
    .where('fixtureId', 'in', fixtureIds)
    .where('kind', 'in', KINDS)
    .orderBy('fixtureId')
    .orderBy('seq')
    .execute();
  for (const r of rows) out.get(r.fixtureId)?.push({ kind: r.kind, side: r.side, at: Number(r.at) });
  return out;
}

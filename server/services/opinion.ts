import type { z } from 'zod';
import type { Opinion, matchOpinion, voteOpinion } from '@/lib/contract/room';
import { OPINION_PICKS, type OpinionPick } from '@/lib/domain/match-events';
import type { TokenClaims } from '@/server/auth/tokens';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { isClosed, requireFixture } from './fixture-lookup';
import type { ServiceCtx } from './schedule';

/** Who is asking: the voter key of their session, or null without one. */
export interface VoterCtx extends ServiceCtx {
  voterKey: string | null;
}

/** `u:{userId}` for members, `g:{guestId}` for guests. */
export function voterKeyOf(claims: Pick<TokenClaims, 'userId' | 'isGuest'>): string {
  return `${claims.isGuest ? 'g' : 'u'}:${claims.userId}`;
}

const isPick = (v: string): v is OpinionPick => (OPINION_PICKS as readonly string[]).includes(v);

async function tally(db: Db, fixtureId: number, voterKey: string | null): Promise<Opinion> {
  const [counts, mine] = await Promise.all([
    db
      .selectFrom('matchVotes')
      .select(['pick', (eb) => eb.fn.countAll().as('n')])
      .where('fixtureId', '=', fixtureId)
      .groupBy('pick')
      .execute(),
    voterKey === null
      ? Promise.resolve(undefined)
      : db.selectFrom('matchVotes').select('pick').where('fixtureId', '=', fixtureId).where('voterKey', '=', voterKey).executeTakeFirst(),
  ]);
  const opinion: Opinion = { home: 0, draw: 0, away: 0, myPick: mine && isPick(mine.pick) ? mine.pick : null };
  for (const c of counts) if (isPick(c.pick)) opinion[c.pick] = Number(c.n);
  return opinion;
}

/** Vote counts of a fixture and the caller's own pick; 404 for an unknown fixture. */
export async function fixtureOpinion(db: Db, q: z.output<typeof matchOpinion.query>, ctx: VoterCtx): Promise<Opinion> {
  await requireFixture(db, q.fixtureId);
  return tally(db, q.fixtureId, ctx.voterKey);
}

/** Gives or changes the caller's pick: 404 unknown fixture, 409 once the match has ended or was cancelled. */
export async function castOpinion(
  db: Db,
  body: z.output<typeof voteOpinion.body>,
  ctx: VoterCtx & { voterKey: string },
): Promise<Opinion> {
  const fixture = await requireFixture(db, body.fixtureId);
  if (isClosed(fixture.scheduleStatus)) throw new ApiError(409, 'fixtureId: voting has closed for this match');
  const now = ctx.now ?? Date.now();
  await db
    .insertInto('matchVotes')
    .values({ fixtureId: body.fixtureId, voterKey: ctx.voterKey, pick: body.pick, createdAt: now })
    .onConflict((oc) => oc.columns(['fixtureId', 'voterKey']).doUpdateSet({ pick: body.pick, createdAt: now }))
    .execute();
  return tally(db, body.fixtureId, ctx.voterKey);
}

import { EVENT_LIMITS, EVENT_REMINDER_LEAD_MS } from '@/lib/domain/events';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { sendReminder, type DueReminder } from './notices';

/**
 * Members going to a party whose match kicks off within EVENT_REMINDER_LEAD_MS of `now` and who have not
 * been reminded. Starts from the fixtures' kick-off index, so a sweep reads only the next hour's matches.
 */
function dueReminders(db: Db, now: number) {
  return db
    .selectFrom('fixtures as f')
    .innerJoin('communityEvents as e', 'e.fixtureId', 'f.id')
    .innerJoin('eventRsvps as r', 'r.eventId', 'e.id')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select(['e.id as eventId', 'r.userId', 'f.startTime', 'h.name as home', 'a.name as away'])
    .where('f.startTime', '>', now)
    .where('f.startTime', '<=', now + EVENT_REMINDER_LEAD_MS)
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.comingUp)
    .where('e.state', '=', 'scheduled')
    .where('r.status', '=', 'going')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('eventReminders as er').select('er.userId').whereRef('er.eventId', '=', 'e.id').whereRef('er.userId', '=', 'r.userId'))))
    .orderBy('f.startTime')
    .limit(EVENT_LIMITS.sweepBatch)
    .execute();
}

/**
 * Sends the reminders due at `now`, each once: a reminder is recorded in the same transaction as its
 * inbox message, and only the node whose insert went through sends it, so restarts and several nodes
 * never remind twice. Resolves to how many were sent.
 */
export async function sweepEventReminders(db: Db, now: number): Promise<number> {
  const due: DueReminder[] = (await dueReminders(db, now)).map((d) => ({ ...d, startTime: Number(d.startTime) }));
  if (due.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('eventReminders')
      .values(due.map((d) => ({ eventId: d.eventId, userId: d.userId, sentAt: now })))
      .onConflict((oc) => oc.doNothing())
      .returning(['eventId', 'userId'])
      .execute();
    const ours = new Set(claimed.map((c) => `${c.eventId}:${c.userId}`));
    for (const d of due) if (ours.has(`${d.eventId}:${d.userId}`)) await sendReminder(trx, d, now);
    return ours.size;
  });
}

/** Runs the sweep every `everyMs` until stopped; a slow database never stacks sweeps. */
export function startEventReminders(db: Db, everyMs: number, clock: () => number = Date.now): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepEventReminders(db, clock())
      .then((sent) => {
        if (sent > 0) logger.info({ sent }, 'watch-party reminders sent');
      })
      .catch((err: unknown) => logger.warn({ err }, 'watch-party reminder sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

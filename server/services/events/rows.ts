import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { EventState } from '@/lib/domain/events';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { localizedColumn } from '../localized';
import { unblockedWith } from '../friends/block-lookup';
import { groupReadableBy } from '../groups/visibility';

/** Watch parties `e` with their fixture `f`, in the reader's language; callers add filters and order. */
export function eventsQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('communityEvents as e')
    .innerJoin('fixtures as f', 'f.id', 'e.fixtureId')
    .select([
      'e.id',
      localizedColumn('e.title', locale).as('title'),
      'e.lang',
      'e.state',
      'e.fixtureId',
      'e.placeId',
      'e.roomId',
      'e.groupId',
      'e.hostId',
      'e.capacity',
      'e.goingCount',
      'e.interestedCount',
      'e.createdAt',
      'f.startTime',
      'f.scheduleStatus',
    ]);
}

export interface EventRow {
  id: number;
  title: string;
  lang: string | null;
  state: EventState;
  fixtureId: number;
  placeId: number | null;
  roomId: number | null;
  groupId: number | null;
  hostId: number;
  capacity: number | null;
  goingCount: number;
  interestedCount: number;
  createdAt: number;
  startTime: number;
  scheduleStatus: number;
}

type EventsEb = ExpressionBuilder<Database & { e: Database['communityEvents'] }, 'e'>;

/** A party is seen like its group's posts (a private group's by members only), and never across a block with its host. */
export const eventVisibleTo = (readerId: number | null) => (eb: EventsEb): Expression<SqlBool> =>
  eb.and([groupReadableBy(eb.ref('e.groupId'), readerId), unblockedWith(eb.ref('e.hostId'), readerId)]);

import type { Db } from '@/server/db/client';
import type { RankReader } from './ranking';
import type { FeedReader } from './reader';

/** The reader's ties the ranking weighs: their friends, groups and favourite teams, in three queries; none for a guest. */
export async function rankReader(db: Db, reader: FeedReader): Promise<RankReader> {
  const me = reader.member?.userId ?? null;
  if (me === null) return { userId: null, friendIds: new Set(), groupIds: new Set(), favouriteTeamIds: new Set(), locale: reader.locale };
  const [friends, groups, teams] = await Promise.all([
    db
      .selectFrom('friendships')
      .select(['userLow', 'userHigh'])
      .where('status', '=', 'accepted')
      .where((eb) => eb.or([eb('userLow', '=', me), eb('userHigh', '=', me)]))
      .execute(),
    db.selectFrom('groupMembers').select('groupId').where('userId', '=', me).execute(),
    db.selectFrom('favouriteTeams').select('teamId').where('userId', '=', me).execute(),
  ]);
  return {
    userId: me,
    friendIds: new Set(friends.map((f) => (f.userLow === me ? f.userHigh : f.userLow))),
    groupIds: new Set(groups.map((g) => g.groupId)),
    favouriteTeamIds: new Set(teams.map((t) => t.teamId)),
    locale: reader.locale,
  };
}

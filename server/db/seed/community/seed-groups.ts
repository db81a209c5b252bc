import type { Kysely } from 'kysely';
import type { GroupRole } from '@/lib/domain/groups';
import type { Database, Row } from '../../schema';
import { translatedColumns } from '@/server/services/localized';
import { insertRows } from '../insert';
import { storeCover } from './covers';
import { GROUP_SEEDS, type GroupSeed } from './groups-data';
import { fraction, shuffled, type People } from './people';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface SeededGroup {
  seed: GroupSeed;
  id: number;
  /** Members' usernames, owner first. */
  members: string[];
}

interface Ctx {
  db: Kysely<Database>;
  now: number;
  seed: number;
  uploadsDir: string;
  people: People;
  crowd: readonly string[];
}

/** Named roles first, then `extra` members from the crowd (never those waiting to get in). */
function membersOf(g: GroupSeed, ctx: Ctx): [string, GroupRole][] {
  const named: [string, GroupRole][] = [[g.owner, 'owner'], ...g.admins.map((u) => [u, 'admin'] as [string, GroupRole]), ...g.moderators.map((u) => [u, 'moderator'] as [string, GroupRole]), ...(g.members ?? []).map((u) => [u, 'member'] as [string, GroupRole])];
  const taken = new Set([...named.map(([u]) => u), ...g.waiting]);
  const extra = shuffled(ctx.crowd.filter((u) => !taken.has(u)), `members:${g.key}`, ctx.seed).slice(0, g.extra);
  return [...named, ...extra.map((u) => [u, 'member'] as [string, GroupRole])].filter(([u]) => ctx.people.has(u));
}

async function teamIds(db: Kysely<Database>): Promise<Map<string, number>> {
  const names = [...new Set(GROUP_SEEDS.flatMap((g) => (g.team ? [g.team] : [])))];
  const rows = await db.selectFrom('teams').select(['id', 'name']).where('name', 'in', names).orderBy('id').execute();
  const ids = new Map<string, number>();
  for (const r of rows) if (!ids.has(r.name)) ids.set(r.name, r.id);
  return ids;
}

/** The demo's groups with their members, roles and waiting requests. */
export async function seedGroups(ctx: Ctx): Promise<{ groups: SeededGroup[]; counts: { communityGroups: number; groupMembers: number; groupJoinRequests: number } }> {
  const teams = await teamIds(ctx.db);
  const groups: SeededGroup[] = [];
  const memberRows: Row<'groupMembers'>[] = [];
  const requestRows: Row<'groupJoinRequests'>[] = [];
  for (const g of GROUP_SEEDS) {
    const members = membersOf(g, ctx);
    const ownerId = ctx.people.get(g.owner);
    if (ownerId === undefined) continue;
    const createdAt = ctx.now - g.createdDaysAgo * DAY;
    const row = await ctx.db
      .insertInto('communityGroups')
      .values({
        ...translatedColumns('name', g.name),
        ...translatedColumns('description', g.description),
        ...translatedColumns('rules', { vi: JSON.stringify(g.rules.vi), en: JSON.stringify(g.rules.en), zh: JSON.stringify(g.rules.zh) }),
        lang: null,
        privacy: g.privacy,
        cover: await storeCover(ctx.uploadsDir, g.motif, g.key),
        teamId: (g.team ? teams.get(g.team) : undefined) ?? null,
        creatorId: ownerId,
        memberCount: members.length,
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    members.forEach(([username, role], i) => {
      const span = ctx.now - createdAt - DAY;
      const joinedAt = i === 0 ? createdAt : createdAt + Math.floor(fraction(`joined:${g.key}:${username}`, ctx.seed) * span);
      memberRows.push({ groupId: row.id, userId: ctx.people.get(username) ?? 0, role, joinedAt });
    });
    g.waiting.forEach((username, i) => {
      const userId = ctx.people.get(username);
      if (userId !== undefined) requestRows.push({ groupId: row.id, userId, state: 'pending', createdAt: ctx.now - (i + 1) * 5 * HOUR, decidedBy: null, decidedAt: null });
    });
    groups.push({ seed: g, id: row.id, members: members.map(([u]) => u) });
  }
  return {
    groups,
    counts: {
      communityGroups: groups.length,
      groupMembers: await insertRows(ctx.db, 'groupMembers', memberRows),
      groupJoinRequests: await insertRows(ctx.db, 'groupJoinRequests', requestRows),
    },
  };
}

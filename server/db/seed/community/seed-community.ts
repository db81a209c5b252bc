import type { Kysely } from 'kysely';
import { DEFAULT_SEED } from '@/lib/random/faker';
import type { Database } from '../../schema';
import { DEMO_USERNAME } from '../users';
import { GROUP_SEEDS } from './groups-data';
import { PARTY_PLANS } from './events-data';
import { loadPeople } from './people';
import { seedEvents } from './seed-events';
import { seedGroups } from './seed-groups';
import { seedPlaces } from './seed-places';

export interface CommunitySeedOptions {
  now: number;
  seed?: number;
  /** Where the drawn covers are stored (the server's uploads folder). */
  uploadsDir: string;
}

export interface CommunitySeedSummary {
  communityGroups: number;
  groupMembers: number;
  groupJoinRequests: number;
  places: number;
  communityEvents: number;
  eventRsvps: number;
}

/**
 * Groups, places and watch parties of the demo, around `now`: fan clubs and talk groups of the seeded
 * members (the demo account in several, running one), every ground as a stadium with cafés and clubs
 * in five cities, and parties for the coming days' fixtures with their answers. Needs the users, teams,
 * venues, fixtures and rooms already seeded.
 */
export async function seedCommunity(db: Kysely<Database>, opts: CommunitySeedOptions): Promise<CommunitySeedSummary> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const named = [
    DEMO_USERNAME,
    ...GROUP_SEEDS.flatMap((g) => [g.owner, ...g.admins, ...g.moderators, ...(g.members ?? []), ...g.waiting]),
    ...PARTY_PLANS.flatMap((p) => (p.host ? [p.host] : [])),
  ];
  const { ids: people, crowd: everyone } = await loadPeople(db, named);
  // The demo account joins only where the data names it.
  const crowd = everyone.filter((u) => u !== DEMO_USERNAME);
  const { groups, counts } = await seedGroups({ db, now: opts.now, seed, uploadsDir: opts.uploadsDir, people, crowd });
  const places = await seedPlaces(db, opts.now, opts.uploadsDir);
  const events = await seedEvents({ db, now: opts.now, seed, people, crowd, groups, places: places.ids });
  return { ...counts, places: places.count, ...events };
}

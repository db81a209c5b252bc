import type { Kysely } from 'kysely';
import { seededRandom, hashString } from '@/lib/random/seeded';
import type { Database } from '../../schema';
import { CHAT_MEMBER_PREFIX } from '../chat-members';

/** Seeded accounts by username; names the seed mentions but the database lacks are simply left out. */
export type People = ReadonlyMap<string, number>;

/** Fans, feed members and commentators: the crowd groups and parties draw from. */
export async function loadPeople(db: Kysely<Database>, named: readonly string[]): Promise<{ ids: People; crowd: string[] }> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where((eb) => eb.or([eb('username', 'like', `${CHAT_MEMBER_PREFIX}%`), eb('username', 'like', 'blv.%'), eb('username', 'in', [...new Set(named)])]))
    .orderBy('username')
    .execute();
  const ids = new Map(rows.map((r) => [r.username, r.id]));
  // Spam accounts never join anything; they are named nowhere and match neither prefix.
  const crowd = rows.map((r) => r.username).filter((u) => u.startsWith(CHAT_MEMBER_PREFIX) || u.startsWith('blv.') || named.includes(u));
  return { ids, crowd };
}

/** A fixed shuffle of `items` for `key`: the same key and seed give the same order. */
export function shuffled<T>(items: readonly T[], key: string, seed: number): T[] {
  const rand = seededRandom(hashString(`community:${seed}:${key}`));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A number in [0, 1) fixed by key and seed. */
export const fraction = (key: string, seed: number): number => seededRandom(hashString(`community:${seed}:${key}`))();

import { buildLeagues, type LeagueData } from '@/server/feed/simulated/leagues';

export interface FeedCatalogue {
  data: LeagueData;
  /** Leagues whose drawn matches go to penalties. */
  knockout: ReadonlySet<number>;
  /** League id → priority (1 = most prominent) and whether its matches are big. */
  prominence: ReadonlyMap<number, { priority: number; big: boolean }>;
}

let cached: FeedCatalogue | null = null;

/** The simulator's competitions: the same catalogue the seed builds from. */
export function feedCatalogue(): FeedCatalogue {
  if (!cached) {
    const data = buildLeagues();
    const knockout = new Set<number>();
    const prominence = new Map<number, { priority: number; big: boolean }>();
    for (const [id, def] of data.defs) {
      if (def.knockout) knockout.add(id);
      prominence.set(id, { priority: def.priority, big: def.big });
    }
    cached = { data, knockout, prominence };
  }
  return cached;
}

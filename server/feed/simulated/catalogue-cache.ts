import { buildLeagues, type LeagueData } from './leagues';

export interface FeedCatalogue {
  data: LeagueData;
  /** Leagues whose drawn matches go to penalties. */
  knockout: ReadonlySet<number>;
}

let cached: FeedCatalogue | null = null;

/** The simulator's competitions: the same catalogue the seed builds from. */
export function feedCatalogue(): FeedCatalogue {
  if (!cached) {
    const data = buildLeagues();
    const knockout = new Set([...data.defs].filter(([, def]) => def.knockout).map(([id]) => id));
    cached = { data, knockout };
  }
  return cached;
}

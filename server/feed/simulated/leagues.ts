import { slugify } from '@/lib/format/slug';
import type { Row } from '@/server/db/schema';
import { translatedColumns } from '@/server/services/localized';
import { LEAGUES } from './catalog';
import { leagueNames, type LeagueDef } from './catalog/types';

/** Leagues and teams as the vendor lists them; the site adds its own pictures (logos). */
export type CatalogLeagueRow = Omit<Row<'leagues'>, 'logo'>;
export type CatalogTeamRow = Omit<Row<'teams'>, 'logo'>;

export interface CatalogTeam {
  row: CatalogTeamRow;
  league: LeagueDef;
  /** Nationality of the club or player, for squads and people. */
  country: string;
}

export interface LeagueData {
  leagues: CatalogLeagueRow[];
  venues: Row<'venues'>[];
  teams: CatalogTeam[];
  /** League id → definition. */
  defs: Map<number, LeagueDef>;
}

function field(parts: readonly string[], i: number, what: string): string {
  const value = parts[i]?.trim();
  if (!value) throw new Error(`catalog entry "${parts.join('|')}" lacks ${what}`);
  return value;
}

/** Leagues, venues (shared grounds appear once) and teams from the catalog, with ids from 1. */
export function buildLeagues(): LeagueData {
  const leagues: CatalogLeagueRow[] = [];
  const venues: Row<'venues'>[] = [];
  const teams: CatalogTeam[] = [];
  const defs = new Map<number, LeagueDef>();
  const venueIds = new Map<string, number>();

  const venueSlugs = new Set<string>();
  const teamSlugs = new Set<string>();
  // Namesakes (Allianz Stadium in Turin and in Sydney, T1 in two esports) get a qualifier.
  const unique = (taken: Set<string>, slug: string, qualifier: string): string => {
    const chosen = taken.has(slug) ? `${slug}-${slugify(qualifier)}` : slug;
    taken.add(chosen);
    return chosen;
  };

  const venueId = (name: string, city: string, capacity: number): number => {
    const key = `${name}|${city}`;
    let id = venueIds.get(key);
    if (id === undefined) {
      id = venues.length + 1;
      venueIds.set(key, id);
      venues.push({ id, name, slug: unique(venueSlugs, slugify(name), city), city, capacity });
    }
    return id;
  };

  LEAGUES.forEach((def, index) => {
    const leagueId = index + 1;
    defs.set(leagueId, def);
    const slug = slugify(def.name);
    leagues.push({ id: leagueId, ...translatedColumns('name', leagueNames(def)), slug, country: def.country, liveModeId: def.liveModeId, priority: def.priority });
    const eventVenue = def.venue?.split('|');
    for (const entry of def.teams) {
      const parts = entry.split('|');
      const name = field(parts, 0, 'a name');
      const shortName = field(parts, 1, 'a short name');
      let venue: number;
      let country: string;
      if (eventVenue) {
        venue = venueId(field(eventVenue, 0, 'a venue'), field(eventVenue, 1, 'a city'), Number(field(eventVenue, 2, 'a capacity')));
        country = parts[2]?.trim() || def.country;
      } else {
        venue = venueId(field(parts, 2, 'a venue'), field(parts, 3, 'a city'), Number(field(parts, 4, 'a capacity')));
        country = parts[5]?.trim() || def.country;
      }
      const id = teams.length + 1;
      const teamSlug = unique(teamSlugs, slugify(name), def.abbr);
      teams.push({
        row: { id, name, slug: teamSlug, shortName, leagueId, venueId: venue },
        league: def,
        country,
      });
    }
  });
  return { leagues, venues, teams, defs };
}

import type { Faker } from '@faker-js/faker';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { applyResult, emptyRecord, type StandingRecord } from '@/lib/domain/standings';
import { fakerFor } from '@/lib/random/faker';
import type { LeagueData, CatalogTeam } from '@/server/feed/simulated/leagues';
import { doubleRoundRobin } from '@/server/feed/simulated/round-robin';
import type { Row } from '../schema';

/** A league season label such as '2026/27'; seasons turn over in July. */
export function seasonLabel(now: number): string {
  const d = new Date(now);
  const start = d.getUTCMonth() >= 6 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

function poisson(f: Faker, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = f.number.float({ min: 0, max: 1 });
  while (p > limit && k < 10) {
    p *= f.number.float({ min: 0, max: 1 });
    k++;
  }
  return k;
}

interface SeasonOptions {
  seed: number;
  now: number;
  /** The feed's window opens here: results from then on come from the fixtures table. */
  asOf: number;
}

/** Rounds played in the league before the window: some of a double round robin, never all of it. */
function roundsBefore(f: Faker, teams: number): number {
  const total = 2 * (teams - 1);
  return f.number.int({ min: Math.min(6, total - 2), max: Math.max(6, total - 6) });
}

/**
 * Each league club's record before the window, from simulated earlier rounds between teams of
 * seeded strengths, and the goals of those rounds shared out to the squads.
 */
export function buildSeasons(data: LeagueData, players: readonly Row<'players'>[], opts: SeasonOptions): { teamSeasons: Row<'teamSeasons'>[]; playerSeasons: Row<'playerSeasons'>[] } {
  const season = seasonLabel(opts.now);
  const teamSeasons: Row<'teamSeasons'>[] = [];
  const playerSeasons: Row<'playerSeasons'>[] = [];
  const squadOf = new Map<number, Row<'players'>[]>();
  for (const p of players) squadOf.set(p.teamId, [...(squadOf.get(p.teamId) ?? []), p]);

  for (const league of data.leagues) {
    const def = data.defs.get(league.id);
    if (!def || def.liveModeId !== LIVE_MODE.football || def.knockout || def.alwaysOn) continue;
    const teams = data.teams.filter((t) => t.row.leagueId === league.id);
    if (teams.length < 4 || teams.length % 2 !== 0) continue;
    const f = fakerFor(opts.seed, `season-${league.id}`);
    const strength = new Map(teams.map((t) => [t.row.id, f.number.float({ min: -1, max: 1 })]));
    const records = new Map<number, StandingRecord>(teams.map((t) => [t.row.id, emptyRecord(t.row.id)]));
    const rounds = doubleRoundRobin(f.helpers.shuffle(teams)).slice(0, roundsBefore(f, teams.length));
    for (const round of rounds) {
      for (const [home, away] of round) {
        const diff = (strength.get(home.row.id) ?? 0) - (strength.get(away.row.id) ?? 0);
        const hs = poisson(f, 1.45 * Math.exp(0.35 * diff));
        const as = poisson(f, 1.15 * Math.exp(-0.35 * diff));
        record(records, home, hs, as);
        record(records, away, as, hs);
      }
    }
    for (const t of teams) {
      const r = records.get(t.row.id) ?? emptyRecord(t.row.id);
      teamSeasons.push({ leagueId: league.id, teamId: t.row.id, season, played: r.played, won: r.won, drawn: r.drawn, lost: r.lost, goalsFor: r.goalsFor, goalsAgainst: r.goalsAgainst, form: r.form.join(''), asOf: opts.asOf });
      const squad = squadOf.get(t.row.id);
      if (squad) playerSeasons.push(...squadSeason(f, squad, r, strength.get(t.row.id) ?? 0, valueScale(def.squads, def.priority), opts.now));
    }
  }
  return { teamSeasons, playerSeasons };
}

function record(records: Map<number, StandingRecord>, team: CatalogTeam, scored: number, conceded: number): void {
  const r = records.get(team.row.id);
  if (r) applyResult(r, scored, conceded);
}

const SCORING: Record<string, number> = { FW: 6, MF: 3, DF: 1, GK: 0 };
const CREATING: Record<string, number> = { FW: 3, MF: 4, DF: 1, GK: 0.05 };
/** Starters by position in squad order, as lineups pick them. */
const STARTERS: Record<string, number> = { GK: 1, DF: 4, MF: 4, FW: 2 };

function weighted<T>(f: Faker, items: readonly T[], weight: (t: T) => number): T | undefined {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let r = f.number.float({ min: 0, max: total });
  for (const t of items) if ((r -= weight(t)) <= 0) return t;
  return items[items.length - 1];
}

/** Thousands of euros a prime-age regular is worth: Vietnamese clubs trade far below Europe's top leagues. */
function valueScale(squads: string | undefined, priority: number): number {
  return squads === 'vi' ? 120 : 2_500 / priority;
}

function squadSeason(f: Faker, squad: readonly Row<'players'>[], team: StandingRecord, strength: number, scale: number, now: number): Row<'playerSeasons'>[] {
  const left = { ...STARTERS };
  const rows = squad.map((p) => {
    const starter = (left[p.position] ?? 0) > 0;
    if (starter) left[p.position] = (left[p.position] ?? 0) - 1;
    const appearances = Math.round(team.played * (starter ? f.number.float({ min: 0.8, max: 1 }) : f.number.float({ min: 0.1, max: 0.6 })));
    const starts = Math.min(appearances, Math.round(appearances * (starter ? f.number.float({ min: 0.85, max: 1 }) : f.number.float({ min: 0.1, max: 0.4 }))));
    const minutes = starts * f.number.int({ min: 72, max: 90 }) + (appearances - starts) * f.number.int({ min: 10, max: 30 });
    return { p, appearances, starts, minutes, goals: 0, assists: 0 };
  });
  const playing = rows.filter((r) => r.appearances > 0);
  for (let g = 0; g < team.goalsFor; g++) {
    const scorer = weighted(f, playing, (r) => (SCORING[r.p.position] ?? 1) * r.minutes);
    if (scorer) scorer.goals++;
    if (!f.datatype.boolean(0.7)) continue;
    const creator = weighted(f, playing.filter((r) => r !== scorer), (r) => (CREATING[r.p.position] ?? 1) * r.minutes);
    if (creator) creator.assists++;
  }
  const age = (birth: string) => (now - Date.parse(birth)) / (365.25 * 86_400_000);
  return rows.map(({ p, appearances, starts, minutes, goals, assists }) => {
    const perGame = appearances ? (goals + assists * 0.6) / appearances : 0;
    const rating = appearances ? Math.min(9.2, 6.2 + 0.35 * strength + perGame * 1.5 + f.number.float({ min: -0.3, max: 0.5 })) : 0;
    const years = age(p.birthDate);
    const prime = Math.max(0.25, 1 - Math.abs(years - 26) / 14);
    const value = scale * prime * (rating ? rating - 5 : 0.5) * (p.position === 'GK' ? 0.6 : 1) * f.number.float({ min: 0.6, max: 1.6 });
    return {
      playerId: p.id as number,
      appearances,
      starts,
      minutes,
      goals,
      assists,
      yellowCards: f.number.int({ min: 0, max: Math.ceil(appearances / (p.position === 'FW' ? 6 : 4)) }),
      redCards: f.datatype.boolean(0.06) ? 1 : 0,
      rating: Math.round(rating * 100) / 100,
      marketValue: Math.max(25, Math.round(value / 25) * 25),
    };
  });
}

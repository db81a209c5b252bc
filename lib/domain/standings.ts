import type { FormLetter } from './match-events';

/** Points for a league result. */
export const POINTS = { win: 3, draw: 1, loss: 0 } as const;
/** Form shows this many latest results, most recent first. */
export const FORM_LENGTH = 5;

/** A club's counts in a league table: what the table adds up, stored and computed alike. */
export interface StandingTotals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

export interface StandingRecord extends StandingTotals {
  teamId: number;
  /** Most recent first. */
  form: FormLetter[];
}

export interface StandingRow extends StandingRecord {
  position: number;
  goalDifference: number;
  points: number;
}

/** A league result as standings read it. */
export interface LeagueResult {
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number;
  awayScore: number;
  startTime: number;
}

export function emptyRecord(teamId: number): StandingRecord {
  return { teamId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, form: [] };
}

export function pointsOf(r: Pick<StandingRecord, 'won' | 'drawn' | 'lost'>): number {
  return r.won * POINTS.win + r.drawn * POINTS.draw + r.lost * POINTS.loss;
}

export function letterFor(scored: number, conceded: number): FormLetter {
  return scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
}

/** Parses stored form text ('WDL…'), dropping anything that is not a result letter. */
export function parseForm(text: string): FormLetter[] {
  return [...text].filter((c): c is FormLetter => c === 'W' || c === 'D' || c === 'L');
}

/** Adds one result to a team's record, the newest form letter first. */
export function applyResult(r: StandingRecord, scored: number, conceded: number): void {
  const letter = letterFor(scored, conceded);
  r.played++;
  r.goalsFor += scored;
  r.goalsAgainst += conceded;
  if (letter === 'W') r.won++;
  else if (letter === 'D') r.drawn++;
  else r.lost++;
  r.form = [letter, ...r.form].slice(0, FORM_LENGTH);
}

/**
 * The league table: each team's record before the window plus the results since, ordered by
 * points, goal difference, goals scored, then team id (stable for equal records).
 */
export function computeStandings(base: readonly StandingRecord[], results: readonly LeagueResult[]): StandingRow[] {
  const records = new Map<number, StandingRecord>();
  for (const b of base) records.set(b.teamId, { ...b, form: [...b.form] });
  const recordOf = (id: number) => {
    let r = records.get(id);
    if (!r) records.set(id, (r = emptyRecord(id)));
    return r;
  };
  for (const m of [...results].sort((a, b) => a.startTime - b.startTime)) {
    for (const [id, scored, conceded] of [
      [m.homeTeamId, m.homeScore, m.awayScore],
      [m.awayTeamId, m.awayScore, m.homeScore],
    ] as const) applyResult(recordOf(id), scored, conceded);
  }
  return [...records.values()]
    .map((r) => ({ ...r, form: r.form.slice(0, FORM_LENGTH), goalDifference: r.goalsFor - r.goalsAgainst, points: pointsOf(r) }))
    .sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || a.teamId - b.teamId)
    .map((r, i) => ({ ...r, position: i + 1 }));
}

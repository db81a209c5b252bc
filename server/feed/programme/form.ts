import type { FormLetter } from '@/lib/domain/match-events';

/** A finished match as the form guide reads it. */
export interface FinishedMatch {
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  startTime: number;
  /** The final whistle: a match counts for form only once it is over. */
  endTime: number;
  homeScore: number;
  awayScore: number;
}

export interface TeamForm {
  /** Most recent first, at most five. */
  letters: FormLetter[];
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  /** Three for a win, one for a draw, over the recent matches. */
  points: number;
}

export interface Standing {
  /** 1-based place among the league's teams by recent points, then goal difference. */
  rank: number;
  of: number;
}

const RECENT = 5;

export class FormBook {
  private readonly byTeam = new Map<number, FinishedMatch[]>();
  private readonly byLeague = new Map<number, FinishedMatch[]>();

  constructor(matches: readonly FinishedMatch[]) {
    const sorted = [...matches].sort((a, b) => b.startTime - a.startTime);
    for (const m of sorted) {
      for (const team of [m.homeTeamId, m.awayTeamId]) {
        const list = this.byTeam.get(team) ?? [];
        list.push(m);
        this.byTeam.set(team, list);
      }
      const league = this.byLeague.get(m.leagueId) ?? [];
      league.push(m);
      this.byLeague.set(m.leagueId, league);
    }
  }

  /** The team's last five results finished by `before`. */
  form(teamId: number, before: number): TeamForm {
    const recent = (this.byTeam.get(teamId) ?? []).filter((m) => m.endTime <= before).slice(0, RECENT);
    const f: TeamForm = { letters: [], played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0 };
    for (const m of recent) {
      const home = m.homeTeamId === teamId;
      const gf = home ? m.homeScore : m.awayScore;
      const ga = home ? m.awayScore : m.homeScore;
      const letter: FormLetter = gf > ga ? 'W' : gf === ga ? 'D' : 'L';
      f.letters.push(letter);
      f.played++;
      f.scored += gf;
      f.conceded += ga;
      if (letter === 'W') f.won++;
      else if (letter === 'D') f.drawn++;
      else f.lost++;
    }
    f.points = f.won * 3 + f.drawn;
    return f;
  }

  /** Where the team stands in its league on form by `before`; null when it has no result yet. */
  standing(leagueId: number, teamId: number, before: number): Standing | null {
    const teams = new Set<number>();
    for (const m of this.byLeague.get(leagueId) ?? []) if (m.endTime <= before) teams.add(m.homeTeamId).add(m.awayTeamId);
    if (!teams.has(teamId)) return null;
    const table = [...teams]
      .map((id) => ({ id, f: this.form(id, before) }))
      .sort((a, b) => b.f.points - a.f.points || b.f.scored - b.f.conceded - (a.f.scored - a.f.conceded) || a.id - b.id);
    return { rank: table.findIndex((t) => t.id === teamId) + 1, of: table.length };
  }

  /** Meetings of the two teams finished by `before`, most recent first. */
  meetings(a: number, b: number, before: number): FinishedMatch[] {
    return (this.byTeam.get(a) ?? []).filter((m) => m.endTime <= before && (m.homeTeamId === b || m.awayTeamId === b));
  }
}

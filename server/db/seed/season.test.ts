import { describe, expect, it } from 'vitest';
import { buildLeagues } from '@/server/feed/simulated/leagues';
import { buildPlayers } from './players';
import { buildSeasons, seasonLabel } from './season';

const now = Date.UTC(2026, 10, 22, 5);
const data = buildLeagues();
const players = buildPlayers(data.teams, { seed: 7, now });
const { teamSeasons, playerSeasons } = buildSeasons(data, players, { seed: 7, now, asOf: now });

describe('season before the window', () => {
  it('gives every league a consistent table: goals for equal goals against, wins equal losses', () => {
    const leagues = new Set(teamSeasons.map((t) => t.leagueId));
    expect(leagues.size).toBeGreaterThan(5);
    for (const id of leagues) {
      const rows = teamSeasons.filter((t) => t.leagueId === id);
      const sum = (k: 'goalsFor' | 'goalsAgainst' | 'won' | 'lost') => rows.reduce((s, r) => s + r[k], 0);
      expect(sum('goalsFor')).toBe(sum('goalsAgainst'));
      expect(sum('won')).toBe(sum('lost'));
      for (const r of rows) {
        expect(r.won + r.drawn + r.lost).toBe(r.played);
        expect(r.form).toMatch(/^[WDL]{1,5}$/);
      }
    }
  });

  it("shares a club's goals out to its squad", () => {
    const teamOf = new Map(players.map((p) => [p.id, p.teamId]));
    const scored = new Map<number, number>();
    for (const p of playerSeasons) scored.set(teamOf.get(p.playerId) ?? 0, (scored.get(teamOf.get(p.playerId) ?? 0) ?? 0) + p.goals);
    const withSquads = teamSeasons.filter((t) => scored.has(t.teamId));
    expect(withSquads.length).toBeGreaterThan(50);
    for (const t of withSquads) expect(scored.get(t.teamId)).toBe(t.goalsFor);
    for (const p of playerSeasons) expect(p.starts).toBeLessThanOrEqual(p.appearances);
  });

  it('labels seasons that turn over in July', () => {
    expect(seasonLabel(Date.UTC(2026, 10, 1))).toBe('2026/27');
    expect(seasonLabel(Date.UTC(2027, 2, 1))).toBe('2026/27');
  });
});

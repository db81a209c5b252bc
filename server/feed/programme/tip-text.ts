import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { Locale } from '@/lib/domain/locale';
import type { Translations } from '@/lib/domain/translated-text';
import { randomFor } from '@/lib/random/seeded';
import type { FinishedMatch, Standing, TeamForm } from './form';
import { TIP_PHRASES, type PickNumbers, type TipPhrases } from './tip-phrases';
import type { TipChoice } from './tip-pick';

export interface TipFacts {
  key: string;
  liveModeId: number;
  league: Translations;
  home: { id: number; name: string; form: TeamForm; standing: Standing | null };
  away: { id: number; name: string; form: TeamForm; standing: Standing | null };
  meetings: readonly FinishedMatch[];
}

type Side = TipFacts['home'];
type Pick = <T>(xs: readonly T[]) => T;

function unit(p: TipPhrases, liveModeId: number): string {
  if (liveModeId === LIVE_MODE.basketball) return p.units.points;
  if (liveModeId === LIVE_MODE.esport) return p.units.maps;
  return p.units.goals;
}

function formSentence(p: TipPhrases, t: Side, liveModeId: number, pick: Pick, lead: string): string {
  const f = t.form;
  if (f.played === 0) return p.noForm(lead, t.name);
  const chain = f.letters.map((l) => (l === 'W' || l === 'D' || l === 'L' ? p.letters[l] : l)).join(p.chainSeparator);
  const avg = (f.scored / f.played).toFixed(liveModeId === LIVE_MODE.basketball ? 0 : 1);
  const numbers = { chain, played: f.played, won: f.won, drawn: f.drawn, lost: f.lost, scored: f.scored, conceded: f.conceded, avg, unit: unit(p, liveModeId) };
  return pick(p.form)(lead, t.name, numbers).replace(/^./, (c) => c.toUpperCase());
}

function standingSentence(p: TipPhrases, facts: TipFacts, locale: Locale, pick: Pick): string | null {
  const { home, away } = facts;
  if (!home.standing || !away.standing) return null;
  return pick(p.standing)({ league: facts.league[locale], home: home.name, away: away.name, homeRank: home.standing.rank, of: home.standing.of, awayRank: away.standing.rank });
}

function meetingSentence(p: TipPhrases, facts: TipFacts): string | null {
  const last = facts.meetings[0];
  if (!last) return null;
  const first = last.homeTeamId === facts.home.id ? facts.home.name : facts.away.name;
  const second = first === facts.home.name ? facts.away.name : facts.home.name;
  return p.meeting(first, second, last.homeScore, last.awayScore);
}

function line(n: number | null): string {
  if (n === null) return '';
  return n > 0 ? `+${n}` : String(n);
}

function pickSentence(p: TipPhrases, facts: TipFacts, choice: TipChoice, pick: Pick): string {
  const side = choice.selection === 'home' ? facts.home.name : choice.selection === 'away' ? facts.away.name : null;
  const n: PickNumbers = { odds: choice.odds, stars: `${choice.confidence}/5` };
  if (choice.market === '1x2') return pick(p.moneyline)(side ? p.win(side) : p.draw, n);
  if (choice.market === 'ah') return pick(p.handicap)(side ?? '', line(choice.line), n);
  const word = choice.selection === 'over' ? p.over : p.under;
  return pick(p.totals)(word, String(choice.line ?? ''), unit(p, facts.liveModeId), n);
}

/** The host's analysis in one language, from what the database knows about the two sides. */
export function composeAnalysisIn(locale: Locale, facts: TipFacts, choice: TipChoice): string {
  // The same draws in every language, so the three texts say the same thing.
  const rand = randomFor(`tip-text:${facts.key}`);
  const pick: Pick = (xs) => xs[Math.floor(rand() * xs.length)] as (typeof xs)[number];
  const p = TIP_PHRASES[locale];
  const sentences = [
    formSentence(p, facts.home, facts.liveModeId, pick, pick(p.homeLeads)),
    formSentence(p, facts.away, facts.liveModeId, pick, pick(p.awayLeads)),
    standingSentence(p, facts, locale, pick),
    meetingSentence(p, facts),
    pickSentence(p, facts, choice, pick),
  ];
  return sentences.filter((s): s is string => s !== null).join(p.sentenceGap);
}

/** The host's analysis in every language. */
export function composeAnalysis(facts: TipFacts, choice: TipChoice): Translations {
  return { vi: composeAnalysisIn('vi', facts, choice), en: composeAnalysisIn('en', facts, choice), zh: composeAnalysisIn('zh', facts, choice) };
}

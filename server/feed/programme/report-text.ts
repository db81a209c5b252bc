import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { Locale } from '@/lib/domain/locale';
import type { Side } from '@/lib/domain/match-events';
import { NEWS_LIMITS } from '@/lib/domain/news';
import type { Translations } from '@/lib/domain/translated-text';
import { REPORT_PHRASES, type ReportPhrases } from './report-phrases';

export interface ReportEvent {
  minute: number;
  added: number;
  kind: string;
  side: Side;
  playerName: string | null;
}

/** What a finished match's report is written from: only the feed's own data, nothing invented. */
export interface ReportFacts {
  fixtureId: number;
  league: Translations;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  /** A drawn knockout tie's shoot-out. */
  shootout: { home: number; away: number } | null;
  /** In match order; empty for sports the feed keeps no events for. */
  events: readonly ReportEvent[];
}

export interface ReportText {
  headline: string;
  standfirst: string;
  body: ArticleBlock[];
}

const GOALS = new Set(['goal', 'penalty-goal', 'own-goal']);
const INCIDENTS = new Set(['red', 'second-yellow', 'missed-penalty']);

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const minuteOf = (e: ReportEvent) => (e.added > 0 ? `${e.minute}+${e.added}'` : `${e.minute}'`);

function eventLine(p: ReportPhrases, f: ReportFacts, e: ReportEvent): string {
  // An own goal counts for the side it is given to; the scorer plays for the other one.
  const team = e.side === 'home' ? f.home : f.away;
  const note = e.kind === 'penalty-goal' ? p.penalty : e.kind === 'own-goal' ? p.ownGoal : e.kind === 'missed-penalty' ? p.missedPenalty : INCIDENTS.has(e.kind) ? p.sentOff : null;
  const detail = [...(e.playerName ? [team] : []), ...(note ? [note] : [])].join(', ');
  return `${minuteOf(e)} ${e.playerName ?? team}${detail ? ` (${detail})` : ''}`;
}

function reportIn(locale: Locale, f: ReportFacts): ReportText {
  const p = REPORT_PHRASES[locale];
  const score = `${f.homeScore}-${f.awayScore}`;
  const facts = { home: f.home, away: f.away, score, league: f.league[locale] };
  const headline =
    f.homeScore > f.awayScore ? p.win(f.home, f.away, score) : f.awayScore > f.homeScore ? p.win(f.away, f.home, `${f.awayScore}-${f.homeScore}`) : p.draw(f.home, f.away, score);
  const goals = f.events.filter((e) => GOALS.has(e.kind)).slice(0, NEWS_LIMITS.listItems);
  const incidents = f.events.filter((e) => INCIDENTS.has(e.kind)).slice(0, NEWS_LIMITS.listItems);
  const opening = [p.opening(facts)];
  if (f.shootout) opening.push(p.shootout(f.shootout.home > f.shootout.away ? f.home : f.away, `${f.shootout.home}-${f.shootout.away}`));
  const body: ArticleBlock[] = [{ kind: 'paragraph', text: opening.join(' ') }, { kind: 'match', fixtureId: f.fixtureId }];
  if (goals.length > 0) body.push({ kind: 'heading', text: p.goalsHeading }, { kind: 'list', ordered: false, items: goals.map((e) => eventLine(p, f, e)) });
  else if (f.homeScore + f.awayScore === 0) body.push({ kind: 'paragraph', text: p.noGoals });
  if (incidents.length > 0) body.push({ kind: 'heading', text: p.cardsHeading }, { kind: 'list', ordered: false, items: incidents.map((e) => eventLine(p, f, e)) });
  body.push({ kind: 'paragraph', text: p.disclosure });
  return { headline: clip(headline, NEWS_LIMITS.headline), standfirst: clip(p.standfirst(facts), NEWS_LIMITS.standfirst), body };
}

/** The report in every language, from the same facts. */
export function matchReport(f: ReportFacts): Record<Locale, ReportText> {
  return { vi: reportIn('vi', f), en: reportIn('en', f), zh: reportIn('zh', f) };
}

import type { Locale } from '@/lib/domain/locale';
import type { TeamForm } from './form';
import { TIP_PHRASES_EN } from './tip-phrases-en';
import { TIP_PHRASES_VI } from './tip-phrases-vi';
import { TIP_PHRASES_ZH } from './tip-phrases-zh';

/** A side's recent form as the write-up quotes it: the counts, its letters as a chain and goals per match. */
export interface FormNumbers extends Pick<TeamForm, 'played' | 'won' | 'drawn' | 'lost' | 'scored' | 'conceded'> {
  chain: string;
  avg: string;
  unit: string;
}

export interface StandingNumbers {
  league: string;
  home: string;
  away: string;
  homeRank: number;
  of: number;
  awayRank: number;
}

export interface PickNumbers {
  odds: number;
  stars: string;
}

/**
 * How a host words a tip in one language. Every language has as many variants of each sentence as
 * the others, so one random draw picks the same sentence in all three.
 */
export interface TipPhrases {
  /** Goals, points or maps. */
  units: { goals: string; points: string; maps: string };
  letters: Record<'W' | 'D' | 'L', string>;
  /** Chain of form letters, e.g. "W-D-L". */
  chainSeparator: string;
  homeLeads: readonly [string, string, string];
  awayLeads: readonly [string, string, string];
  noForm: (lead: string, name: string) => string;
  form: readonly [(lead: string, name: string, n: FormNumbers) => string, (lead: string, name: string, n: FormNumbers) => string, (lead: string, name: string, n: FormNumbers) => string];
  standing: readonly [(n: StandingNumbers) => string, (n: StandingNumbers) => string];
  meeting: (first: string, second: string, homeScore: number, awayScore: number) => string;
  win: (side: string) => string;
  draw: string;
  moneyline: readonly [(what: string, n: PickNumbers) => string, (what: string, n: PickNumbers) => string];
  handicap: readonly [(side: string, line: string, n: PickNumbers) => string, (side: string, line: string, n: PickNumbers) => string];
  over: string;
  under: string;
  totals: readonly [(word: string, line: string, unit: string, n: PickNumbers) => string, (word: string, line: string, unit: string, n: PickNumbers) => string];
  /** Between sentences: a space, or nothing in Chinese. */
  sentenceGap: string;
}

export const TIP_PHRASES: Record<Locale, TipPhrases> = { vi: TIP_PHRASES_VI, en: TIP_PHRASES_EN, zh: TIP_PHRASES_ZH };

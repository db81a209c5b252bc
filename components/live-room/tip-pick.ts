import type { Tip } from '@/lib/contract/room';

/** A handicap line with its sign ("+0.5", "-1.25", "0"); an over/under line as is. */
export function formatLine(line: number | null, signed: boolean): string {
  if (line === null) return '';
  const text = String(Math.abs(line));
  if (!signed || line === 0) return line < 0 ? `-${text}` : text;
  return line > 0 ? `+${text}` : `-${text}`;
}

export interface PickParts {
  /** Message key under `liveroom.tips.pick`. */
  key: `${Tip['market']}.${Tip['selection']}`;
  values: { home: string; away: string; line: string };
}

/** What to say for a tip: the message to use and the names and line to put in it. */
export function pickParts(tip: Pick<Tip, 'market' | 'selection' | 'line'>, home: string, away: string): PickParts {
  return {
    key: `${tip.market}.${tip.selection}`,
    values: { home, away, line: formatLine(tip.line, tip.market === 'ah') },
  };
}

/** Messages between the chat bench and its client process. */
export type ClientCommand =
  | { cmd: 'open'; url: string; tokens: string[]; publisherToken: string; stomp: boolean; destination: string }
  | { cmd: 'run'; messages: number; window: number; groupId: number }
  | { cmd: 'close' };

export type ClientReply =
  | { type: 'ready'; subscribers: number }
  | { type: 'result'; delivered: number; expected: number; elapsedMs: number; p50Ms: number; p99Ms: number }
  | { type: 'closed' }
  | { type: 'error'; message: string };

/** The marker the publisher writes into `originalMessage`: `b:<seq>:<publish time in ms>`. */
export const STAMP_PREFIX = '"originalMessage":"b:';

export function percentileOf(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

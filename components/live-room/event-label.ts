import type { MatchEvent } from '@/lib/contract/room';

/** "45+2'" for added time, "67'" otherwise. */
export function eventMinute(event: Pick<MatchEvent, 'minute' | 'added'>): string {
  return event.added > 0 ? `${event.minute}+${event.added}'` : `${event.minute}'`;
}

/** Newest first, as a live timeline reads. */
export function newestFirst(events: readonly MatchEvent[]): MatchEvent[] {
  return [...events].sort((a, b) => b.seq - a.seq);
}

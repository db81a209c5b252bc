/**
 * Answers of reads that are the same for every caller of one language (the day's schedule, the
 * featured matches, the live count), kept for a moment. They are polled by every open home page and
 * schedule; serialising a 200-row day for each request would make the crowd's polls the server's
 * heaviest work. Concurrent misses of one key wait for a single answer.
 */
export interface SharedAnswers {
  /** The body kept under `key`, or the one `answer` makes (kept for `ttlMs` unless it throws). */
  through(key: string, ttlMs: number, answer: () => Promise<string>): Promise<string>;
  size(): number;
}

export function createSharedAnswers(opts: { maxEntries?: number; now?: () => number } = {}): SharedAnswers {
  const maxEntries = opts.maxEntries ?? 500;
  const now = opts.now ?? Date.now;
  const kept = new Map<string, { body: string; expires: number }>();
  const pending = new Map<string, Promise<string>>();

  const keep = (key: string, body: string, ttlMs: number) => {
    kept.delete(key);
    kept.set(key, { body, expires: now() + ttlMs });
    while (kept.size > maxEntries) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
  };

  return {
    through(key, ttlMs, answer) {
      const hit = kept.get(key);
      if (hit && hit.expires > now()) return Promise.resolve(hit.body);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const making = answer()
        .then((body) => {
          keep(key, body, ttlMs);
          return body;
        })
        .finally(() => pending.delete(key));
      pending.set(key, making);
      return making;
    },
    size: () => kept.size,
  };
}

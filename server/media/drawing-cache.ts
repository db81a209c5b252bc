/**
 * Keeps the last `maxEntries` drawings by key, so a picture many visitors ask for is drawn once.
 * Concurrent asks for a key share one drawing; a failed drawing is forgotten, so the next ask tries
 * again; the least recently asked key goes first.
 */
export function drawingCache(maxEntries: number): (key: string, draw: () => Promise<Buffer>) => Promise<Buffer> {
  const drawn = new Map<string, Promise<Buffer>>();
  return (key, draw) => {
    const known = drawn.get(key);
    if (known) {
      drawn.delete(key);
      drawn.set(key, known);
      return known;
    }
    const pending = draw();
    drawn.set(key, pending);
    pending.catch(() => drawn.delete(key));
    if (drawn.size > maxEntries) drawn.delete(drawn.keys().next().value as string);
    return pending;
  };
}

/**
 * A job's progress reporter that writes at most once per `everyMs`: ffmpeg reports many times a second
 * and the studio only needs to see it move. Calls between writes are dropped (the job's end writes 1).
 */
export function throttledProgress(write: (fraction: number) => Promise<void>, everyMs: number, now: () => number): (fraction: number) => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async (fraction) => {
    const t = now();
    if (t - last < everyMs || !Number.isFinite(fraction)) return;
    last = t;
    await write(fraction);
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Of the page's main-thread task time, the share during which the thread actually ran on a CPU. Lighthouse's
 * simulation scales the tasks' wall time, so when the host's other processes (the browser's own, the
 * screenshots Lighthouse takes, the server) hold the CPU, a page's tasks look longer than they are:
 * at a share of 0.5 every figure built on them doubles.
 */
export function mainThreadCpuShare(events: readonly TraceEvent[]): number {
  const rendererMains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const totals = new Map<string, { wall: number; cpu: number }>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name !== 'RunTask' || e.ph !== 'X' || !rendererMains.has(key)) continue;
    const total = totals.get(key) ?? { wall: 0, cpu: 0 };
    total.wall += e.dur ?? 0;
    total.cpu += e.tdur ?? 0;
    totals.set(key, total);
  }
  // The page's renderer is the one that worked longest; others are extensions' or the blank start page.
  const page = [...totals.values()].sort((a, b) => b.wall - a.wall)[0];
  return page && page.wall > 0 ? page.cpu / page.wall : Number.NaN;
}

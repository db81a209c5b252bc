import type { PricePoint } from '@/lib/domain/odds-movement';

export interface OddsChartLine {
  /** Stable key, e.g. 'home' | 'draw' | 'away'. */
  key: string;
  /** Shown in the legend and read by screen readers, e.g. "Home". */
  label: string;
  /** Points ordered by time. */
  points: readonly PricePoint[];
}

export interface OddsChartProps {
  lines: readonly OddsChartLine[];
  /** Accessible name of the chart, e.g. "Price history, Hà Nội FC – Hải Phòng". */
  title: string;
  width?: number;
  height?: number;
  /** Hides the legend under the chart (a row of a dense table). */
  compact?: boolean;
}

/** Colours by position: home, draw, away (tokens follow the theme). */
const COLOURS = ['var(--accent)', 'var(--muted)', 'var(--warning)'];
const PAD = 3;

function bounds(lines: readonly OddsChartLine[]) {
  const all = lines.flatMap((l) => l.points);
  const ts = all.map((p) => p.t);
  const vs = all.map((p) => p.value);
  return { t0: Math.min(...ts), t1: Math.max(...ts), v0: Math.min(...vs), v1: Math.max(...vs) };
}

/**
 * A small inline SVG line chart of price series (no client JavaScript). Each line is scaled into
 * the same box; a flat history draws a flat line in the middle.
 */
export function OddsChart({ lines, title, width = 120, height = 40, compact = false }: OddsChartProps) {
  const drawn = lines.filter((l) => l.points.length > 0);
  if (drawn.length === 0) return null;
  const { t0, t1, v0, v1 } = bounds(drawn);
  const x = (t: number) => PAD + ((t - t0) / (t1 - t0)) * (width - 2 * PAD);
  const y = (v: number) => (v1 === v0 ? height / 2 : PAD + (1 - (v - v0) / (v1 - v0)) * (height - 2 * PAD));
  const path = (points: readonly PricePoint[]) => {
    const first = points[0] as PricePoint;
    // One moment only (no history yet): a level line across the box.
    if (t1 === t0) return `M${PAD},${y(first.value).toFixed(1)} L${width - PAD},${y(first.value).toFixed(1)}`;
    // A line that starts late (a price first offered later) is drawn from its own first point.
    return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  };
  const summary = drawn.map((l) => `${l.label}: ${l.points[0]?.value.toFixed(2)} → ${l.points[l.points.length - 1]?.value.toFixed(2)}`).join('; ');

  return (
    <figure className="inline-flex flex-col gap-1" data-testid="odds-chart">
      <svg role="img" aria-label={`${title}. ${summary}`} viewBox={`0 0 ${width} ${height}`} width={width} height={height} className="overflow-visible">
        {drawn.map((l, i) => (
          <path key={l.key} d={path(l.points)} fill="none" stroke={COLOURS[i % COLOURS.length]} strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
        ))}
      </svg>
      {compact ? null : (
        <figcaption>
          <OddsChartLegend labels={drawn.map((l) => l.label)} />
        </figcaption>
      )}
    </figure>
  );
}

/** The colour key of the chart's lines, in the order given (home, draw, away); shown once for many compact charts. */
export function OddsChartLegend({ labels }: { labels: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-x-2 text-[10px] text-muted">
      {labels.map((label, i) => (
        <span key={label} className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block h-0.5 w-2.5 rounded" style={{ background: COLOURS[i % COLOURS.length] }} />
          {label}
        </span>
      ))}
    </span>
  );
}

'use client';

import { ArrowUp } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import type { Side } from '@/lib/domain/match-events';
import { Link } from '@/lib/i18n/navigation';
import css from './pitch.module.css';

/** One player on the pitch, as plain data: the page's payload carries these, not element trees. */
export interface PitchMarker {
  id: number;
  side: Side;
  href: string;
  /** Full name (the link's title) and the short one drawn under the shirt. */
  name: string;
  short: string;
  shirtNumber: number;
  x: number;
  y: number;
  card: 'yellow' | 'red' | null;
  goals: number;
  cameOn: boolean;
  /** Goals, card and substitution, read out to screen readers. */
  notes: string;
}

export function PitchMarkers({ markers, label }: { markers: readonly PitchMarker[]; label: string }) {
  return (
    <ul aria-label={label}>
      {markers.map((m) => (
        <li key={`${m.side}-${m.id}`} className={css.spot} style={{ left: `${m.x}%`, top: `${m.y}%` }} data-testid="pitch-player" data-side={m.side}>
          <Link href={m.href} title={m.name} className={css.link}>
            <span className={cn(css.shirt, css[m.side])}>
              {m.shirtNumber}
              {m.card ? <span aria-hidden className={cn(css.card, m.card === 'red' && css.red)} /> : null}
              {m.goals > 0 ? (
                <span aria-hidden className={css.goal}>
                  {m.goals > 1 ? m.goals : '⚽'}
                </span>
              ) : null}
              {m.cameOn ? (
                <span aria-hidden className={css.sub}>
                  <ArrowUp className="size-2.5" />
                </span>
              ) : null}
            </span>
            <span translate="no" className={css.name}>{m.short}</span>
            {m.notes ? <span className="sr-only">{m.notes}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

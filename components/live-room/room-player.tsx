'use client';

import { useLocale } from 'next-intl';
import { Radio } from 'lucide-react';
import { LivePlayer } from '@/components/player/live-player';
import type { AirState } from '@/components/player/use-reconnect';
import { cn } from '@/components/ui/cn';
import { roomCardPath } from '@/lib/domain/share-card';

/**
 * The room's card (teams, commentator, title), drawn with the page under the player: the page's largest
 * paint happens with the HTML instead of when the stream's first picture arrives, and the player shows
 * the same card (its poster) until then.
 */
function Poster({ src }: { src: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a picture the site draws itself, sized and cached by its own route
  return <img src={src} alt="" fetchPriority="high" className="absolute inset-0 size-full object-contain" />;
}

interface RoomPlayerProps {
  src: string;
  roomId: number;
  title: string;
  onAir: boolean;
  /** A commentator's broadcast on air (live or reconnecting): the player waits out a dropped stream. Null for demo rooms. */
  airState?: AirState;
  /** Said over the black frame while nothing is on air. */
  offAirText: string;
  /** Theatre mode: from the desktop layout up, take the main column's full height. */
  fill?: boolean;
}

/** The video area: the stream while on air, a quiet frame before it starts. */
export function RoomPlayer({ src, roomId, title, onAir, airState = null, offAirText, fill = false }: RoomPlayerProps) {
  const poster = roomCardPath(useLocale(), roomId, 'webp');
  return (
    <div className={cn('relative aspect-video max-h-[calc(100dvh-8rem)] w-full overflow-hidden bg-black', fill ? 'lg:aspect-auto lg:h-[calc(100dvh-3rem)] lg:max-h-none' : 'lg:rounded-xl')}>
      {onAir ? (
        <>
          <Poster src={poster} />
          <LivePlayer src={src} roomId={roomId} title={title} poster={poster} airState={airState} realtime className="relative size-full bg-black object-contain" />
        </>
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 px-6 text-center text-white/70">
          <Radio aria-hidden className="size-10" />
          <p className="max-w-sm text-sm">{offAirText}</p>
        </div>
      )}
    </div>
  );
}

'use client';

import dynamic from 'next/dynamic';
import { Radio } from 'lucide-react';
import { cn } from '@/components/ui/cn';

function PlayerFrame() {
  return (
    <div className="flex size-full items-center justify-center text-white/60">
      <Radio aria-hidden className="size-10" />
    </div>
  );
}

// The player (and the HLS library it pulls in) loads only here, after the page, never on other routes.
const LivePlayer = dynamic(() => import('@/components/player/live-player').then((m) => m.LivePlayer), {
  ssr: false,
  loading: PlayerFrame,
});

interface RoomPlayerProps {
  src: string;
  title: string;
  onAir: boolean;
  /** Said over the black frame while nothing is on air. */
  offAirText: string;
  /** Theatre mode: from the desktop layout up, take the main column's full height. */
  fill?: boolean;
}

/** The video area: the stream while on air, a quiet frame before it starts. */
export function RoomPlayer({ src, title, onAir, offAirText, fill = false }: RoomPlayerProps) {
  return (
    <div className={cn('relative aspect-video max-h-[calc(100dvh-8rem)] w-full overflow-hidden bg-black', fill ? 'lg:aspect-auto lg:h-[calc(100dvh-3rem)] lg:max-h-none' : 'lg:rounded-xl')}>
      {onAir ? (
        <LivePlayer src={src} title={title} realtime className="size-full bg-black object-contain" />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-3 px-6 text-center text-white/70">
          <Radio aria-hidden className="size-10" />
          <p className="max-w-sm text-sm">{offAirText}</p>
        </div>
      )}
    </div>
  );
}

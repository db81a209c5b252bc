'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { attachStream } from '@/components/player/attach-stream';
import { QUALITY_PROFILES } from '@/lib/domain/quality-profiles';

/** A packaged recording, played with the site's player engine (hls.js where the browser needs it). */
export function RecordingPlayer({ src, title }: { src: string; title: string }) {
  const t = useTranslations('studio.recordings');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    void attachStream(element, { link: src, maxHeight: QUALITY_PROFILES.HD.maxHeight, onFatalError: () => setFailed(true) }).then((session) => {
      if (cancelled) session.destroy();
      else destroy = () => session.destroy();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);

  return (
    <div className="flex flex-col gap-1.5">
      <video ref={video} controls playsInline aria-label={title} className="aspect-video w-full rounded-lg bg-black" data-testid="recording-video" />
      {failed ? <p role="alert" className="text-xs text-live">{t('playFailed')}</p> : null}
    </div>
  );
}

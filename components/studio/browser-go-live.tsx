'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import type { Broadcast } from '@/lib/contract/studio';
import type { Refusal } from '@/lib/domain/broadcast';
import type { IngestEvent } from './browser-ingest';
import { CaptureControls } from './capture-controls';
import { useBrowserIngest, type IngestStatus } from './use-browser-ingest';
import { useCapture } from './use-capture';
import { useRefusalText } from './use-refusal-text';

interface BrowserGoLiveProps {
  broadcast: Broadcast | null;
  /** Something changed on the wire: the studio asks the server how the broadcast stands. */
  onChange(): void;
}

const SENDING: readonly IngestStatus['type'][] = ['connecting', 'accepted'];

/** Going live with no software: camera or screen, microphone, a preview and a level meter. */
export function BrowserGoLive({ broadcast, onChange }: BrowserGoLiveProps) {
  const t = useTranslations('studio.browser');
  const refusalText = useRefusalText();
  const capture = useCapture();
  const video = useRef<HTMLVideoElement>(null);
  const { stop: stopCapture } = capture;
  const ingest = useBrowserIngest((event: IngestEvent) => {
    if (event.type === 'ended') stopCapture();
    onChange();
  });
  const sending = SENDING.includes(ingest.status.type);
  const waiting = broadcast !== null && (broadcast.state === 'ready' || broadcast.state === 'reconnecting');

  useEffect(() => {
    if (video.current) video.current.srcObject = capture.stream;
  }, [capture.stream]);

  const status = statusText(ingest.status, broadcast, t, refusalText);
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_17rem]" data-testid="browser-go-live">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-black">
        <video ref={video} muted playsInline autoPlay aria-label={t('preview')} className={cn('size-full object-contain', !capture.stream && 'invisible')} />
        {!capture.stream ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white/80">
            <Icon name={capture.choice.source === 'screen' ? 'monitor' : 'video'} className="size-8" />
            <Button variant="secondary" disabled={capture.busy} onClick={() => void capture.open()}>
              {capture.choice.source === 'screen' ? t('shareScreen') : t('turnOn')}
            </Button>
            {capture.error ? <p role="alert" className="max-w-xs text-sm text-white">{t(`errors.${capture.error}`)}</p> : null}
          </div>
        ) : null}
        {ingest.status.type === 'accepted' ? (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-md bg-live-solid px-2 py-1 text-xs font-bold text-white uppercase">
            <span aria-hidden className="size-1.5 rounded-full bg-white" />
            {t('onAir')}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <CaptureControls capture={capture} locked={sending} />
        <div className="mt-auto flex flex-col gap-2">
          {sending ? (
            <Button variant="outline" onClick={ingest.stop} data-testid="browser-stop">
              <Icon name="square" />
              {t('stop')}
            </Button>
          ) : (
            <Button variant="live" size="lg" disabled={!capture.stream || !waiting} onClick={() => capture.stream && ingest.start(capture.stream)} data-testid="browser-go">
              <Icon name="radio" />
              {t('goLive')}
            </Button>
          )}
          <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted" data-testid="browser-status">
            {status}
          </p>
        </div>
      </div>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslations<'studio.browser'>>;

/** What the page says under the button: where sending stands, or why it cannot start. */
function statusText(status: IngestStatus, broadcast: Broadcast | null, t: Translate, refusalText: (reason: Refusal) => string): string {
  switch (status.type) {
    case 'connecting':
      return t('connecting');
    case 'accepted':
      return t('sending');
    case 'refused':
      return refusalText(status.reason);
    case 'ended':
      return t('ended');
    case 'closed':
      return t('closed');
    case 'unsupported':
      return t('unsupported');
    case 'no-ticket':
      return t('noTicket');
    case 'idle':
      if (!broadcast) return t('needPlan');
      return broadcast.state === 'live' ? t('alreadyLive') : '';
  }
}

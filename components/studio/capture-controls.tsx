'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { FIELD_CLASS } from './field-class';
import { LevelMeter } from './level-meter';
import { NO_MIC, type CaptureSource } from './media-capture';
import type { CaptureState } from './use-capture';

const SOURCES: readonly { key: CaptureSource; icon: IconName }[] = [
  { key: 'camera', icon: 'video' },
  { key: 'screen', icon: 'monitor' },
];

/** Camera or screen, which camera, which microphone, and the microphone's level. */
export function CaptureControls({ capture, locked }: { capture: CaptureState; locked: boolean }) {
  const t = useTranslations('studio.browser');
  const cameraId = useId();
  const micId = useId();
  const { choice } = capture;
  return (
    <>
      <div role="group" aria-label={t('source')} className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
        {SOURCES.map(({ key, icon }) => (
          <button
            key={key}
            type="button"
            aria-pressed={choice.source === key}
            disabled={locked}
            onClick={() => capture.choose({ source: key })}
            className={cn(
              'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold transition disabled:opacity-60',
              choice.source === key ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            <Icon name={icon} />
            {t(`sources.${key}`)}
          </button>
        ))}
      </div>
      {choice.source === 'camera' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={cameraId} className="text-sm font-semibold text-fg">{t('camera')}</label>
          <select id={cameraId} value={choice.cameraId} disabled={locked} onChange={(e) => capture.choose({ cameraId: e.target.value })} className={cn(FIELD_CLASS, 'h-10 py-0')}>
            <option value="">{t('defaultDevice')}</option>
            {capture.cameras.map((d) => (
              <option key={d.id} value={d.id}>{d.label}</option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={micId} className="text-sm font-semibold text-fg">{t('microphone')}</label>
        <select id={micId} value={choice.micId} disabled={locked} onChange={(e) => capture.choose({ micId: e.target.value })} className={cn(FIELD_CLASS, 'h-10 py-0')}>
          <option value="">{t('defaultDevice')}</option>
          {capture.mics.map((d) => (
            <option key={d.id} value={d.id}>{d.label}</option>
          ))}
          <option value={NO_MIC}>{t('noMic')}</option>
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <span className="flex items-center gap-1.5 text-xs font-semibold text-muted">
          <Icon name="mic" className="size-3.5" />
          {t('level')}
        </span>
        <LevelMeter stream={capture.stream} label={t('level')} />
      </div>
    </>
  );
}

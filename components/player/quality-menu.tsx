'use client';

import { Check, Settings } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import { QUALITY_KEYS, QUALITY_PROFILES, type QualityKey } from '@/lib/domain/quality-profiles';

export interface QualityMenuProps {
  value: QualityKey;
  onChange: (quality: QualityKey) => void;
}

/** A profile that plays the same rendition as a lower one (4K tops out at 1080p). */
function isCapped(key: QualityKey): boolean {
  const below = QUALITY_KEYS.slice(0, QUALITY_KEYS.indexOf(key));
  return below.some((other) => QUALITY_PROFILES[other].maxHeight === QUALITY_PROFILES[key].maxHeight);
}

/** The spec's quality profiles (§3), HD by default; 4K is capped at 1080p. */
export function QualityMenu({ value, onChange }: QualityMenuProps) {
  const t = useTranslations('player.quality');
  return (
    <Dropdown
      label={`${t('label')}: ${value}`}
      trigger={<><Settings aria-hidden /><span className="text-xs">{value}</span></>}
      triggerClassName="text-white hover:bg-white/15"
      panelClassName="top-auto! bottom-full mt-0! mb-2 min-w-40"
    >
      {(close) => (
        <div role="group" aria-label={t('label')}>
          {QUALITY_KEYS.map((key) => {
            const { maxHeight } = QUALITY_PROFILES[key];
            const capped = isCapped(key);
            return (
              <DropdownItem
                key={key}
                selected={key === value}
                icon={key === value ? <Check aria-hidden /> : <span className="inline-block size-4" />}
                onSelect={() => {
                  close();
                  onChange(key);
                }}
              >
                <span className="font-semibold">{key}</span>{' '}
                <span className="text-xs text-muted">{capped ? t('capped', { height: maxHeight }) : t('height', { height: maxHeight })}</span>
              </DropdownItem>
            );
          })}
        </div>
      )}
    </Dropdown>
  );
}

import { useLayoutEffect, type RefObject } from 'react';
import { fittingQuality, type QualityKey } from '@/lib/domain/quality-profiles';

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** The viewer asked to save data, or the connection is slower than 4G. */
function constrainedConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || /(?:^|-)(?:2g|3g)$/.test(connection?.effectiveType ?? '');
}

/**
 * Picks the quality the player starts with from its size on screen and the connection, before the
 * browser paints and before the first rendition is fetched: the player attaches its stream only after.
 */
export function useStartQuality(box: RefObject<HTMLElement | null>, choose: (quality: QualityKey) => void): void {
  useLayoutEffect(() => {
    const height = box.current?.getBoundingClientRect().height ?? 0;
    choose(fittingQuality(height * window.devicePixelRatio, constrainedConnection()));
  }, [box, choose]);
}

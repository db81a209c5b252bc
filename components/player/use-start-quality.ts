import { useLayoutEffect, useState, type RefObject } from 'react';
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
 * first rendition is fetched; false until then, so the stream is attached once, at the right quality.
 */
export function useStartQuality(box: RefObject<HTMLElement | null>, choose: (quality: QualityKey) => void): boolean {
  const [chosen, setChosen] = useState(false);
  useLayoutEffect(() => {
    if (chosen) return;
    const height = box.current?.getBoundingClientRect().height ?? 0;
    choose(fittingQuality(height * window.devicePixelRatio, constrainedConnection()));
    setChosen(true);
  }, [box, choose, chosen]);
  return chosen;
}

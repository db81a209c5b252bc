import { useEffect, type RefObject } from 'react';
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

/** The element's height as laid out, border included. */
const observedHeight = (entry: ResizeObserverEntry | undefined) => entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;

/**
 * Picks the quality the player starts with from its size on screen and the connection, before the
 * first rendition is fetched: the player attaches its stream only after. The size comes from a
 * ResizeObserver, which reports it after the browser's own layout; reading it during hydration
 * would force a layout of the whole page in the middle of the work.
 */
export function useStartQuality(box: RefObject<HTMLElement | null>, choose: (quality: QualityKey) => void): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const decide = (height: number) => choose(fittingQuality(height * window.devicePixelRatio, constrainedConnection()));
    if (typeof ResizeObserver === 'undefined') {
      decide(element.getBoundingClientRect().height);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      observer.disconnect();
      decide(observedHeight(entry));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, choose]);
}

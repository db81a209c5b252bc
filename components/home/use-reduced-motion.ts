import { useMediaQuery } from '@/components/ui/use-media-query';

/** Whether the viewer asked the system for less motion; follows changes live. Assumed until the browser says, so nothing moves before hydration. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}

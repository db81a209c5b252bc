import { BREAKPOINTS } from '@/lib/domain/constants';
import { useMediaQuery } from './use-media-query';

const QUERY = `(min-width: ${BREAKPOINTS.lg}px)`;

/** true from the desktop layout up (1024 px), false on phones, null before the browser says. */
export function useWideLayout(): boolean | null {
  return useMediaQuery(QUERY, null);
}

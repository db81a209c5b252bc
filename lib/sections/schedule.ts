import { LIVE_MODES } from '@/lib/domain/live-modes';
import { scheduleModePath } from '@/lib/domain/room-url';
import type { Section } from '.';

/** The live schedule: its tabs, one per live mode. */
export const schedule: Section = {
  // Every tab lists the day's matches the same for everyone; a member's bookings are drawn in the browser.
  pageCache: { everyone: ['/lich-truc-tiep'] },
  publicPages: [
    '/lich-truc-tiep',
    '/lich-truc-tiep/tat-ca',
    ...LIVE_MODES.map((mode) => scheduleModePath(mode.id)).filter((p): p is string => p !== null),
  ],
};

import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { MatchLength } from './live-cover';
import { writeHighlightPackages } from './programme/highlight-writer';
import { writeMatchReports } from './programme/report-writer';
import { openRooms } from './programme/room-writer';
import { settleTips, writeTips } from './programme/tip-writer';
import { updateViewers } from './programme/viewers';
import type { AdvanceStep, VendorReport } from './vendor';

export interface ProgrammeReport {
  rooms: number;
  tips: number;
  settled: number;
  /** Match reports written for matches that ended. */
  reports: number;
  /** Highlight clips cut for matches that ended. */
  highlights: number;
  viewers: number;
}

/**
 * What the site decides for itself around a vendor's data: which matches get commentated rooms
 * and which hosts, the tips those hosts post, how many watch, and the reports of the matches that end. It reads only what the vendor
 * wrote and reported, so it works with any vendor.
 */
export interface SiteProgramme {
  advance(step: AdvanceStep, supplied: VendorReport): Promise<ProgrammeReport>;
}

export interface ProgrammeOptions {
  /** The vendor's match lengths: when a room's match is live, and when its audience leaves. */
  matchLength: MatchLength;
}

export function createProgramme({ matchLength }: ProgrammeOptions): SiteProgramme {
  return {
    async advance(step, { days, changes }) {
      const { db, now } = step;
      const opened = await openRooms(step, days, matchLength);
      // The first advance after seeding gives every hosted room its tip; later only new rooms need one.
      let tips = step.advancedTo === undefined ? await writeTips(db, now, matchLength) : 0;
      for (const [i, day] of days.entries()) tips += await writeTips(db, now, matchLength, opened[i] ?? [], day.knownAt);
      const over = changes.filter((c) => c.next.scheduleStatus === SCHEDULE_STATUS.ended || c.next.scheduleStatus === SCHEDULE_STATUS.cancel);
      const settled = await settleTips(db, over.map((c) => c.id));
      const ended = changes.filter((c) => c.next.scheduleStatus === SCHEDULE_STATUS.ended).map((c) => c.id);
      // Packages first: a report embeds its match's extended highlight.
      const highlights = await writeHighlightPackages(db, ended, now);
      const reports = await writeMatchReports(db, ended, now);
      const viewers = await updateViewers(db, now, matchLength);
      return { rooms: opened.reduce((n, ids) => n + ids.length, 0), tips, settled, reports, highlights, viewers };
    },
  };
}

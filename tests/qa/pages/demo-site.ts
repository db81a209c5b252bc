import type { APIRequestContext } from '@playwright/test';
import type { Match } from '@/lib/contract/schedule';
import { featureMatch } from '@/lib/contract/schedule-calls';
import { matchPath } from '@/lib/domain/football-urls';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';

/**
 * Finds the pages of the QA mode's demo data a suite wants to open (a finished match, its teams, a
 * player), the way a viewer would reach them: from the API's lists and the links the pages render.
 */
export class DemoSite {
  constructor(readonly request: APIRequestContext) {}

  /** A football match that has ended, with its events, line-ups and statistics. */
  async finishedMatch(): Promise<string> {
    const res = await this.request.get(`${featureMatch.path}?status=${SCHEDULE_STATUS.ended}&liveModeId=${LIVE_MODE.football}&pageSize=50`);
    const match = ((await res.json()) as { data: Match[] }).data.find((m) => m.status.toLowerCase() === 'ft');
    if (!match) throw new Error('the demo data always has finished football matches');
    return matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam });
  }

  /** The first link on `path` whose address starts with `prefix`. */
  async firstLink(path: string, prefix: string): Promise<string> {
    const html = await (await this.request.get(path)).text();
    const href = new RegExp(`href="(${prefix}[^"#]*)"`).exec(html)?.[1];
    if (!href) throw new Error(`no link to ${prefix} on ${path}`);
    return href.replaceAll('&amp;', '&');
  }
}

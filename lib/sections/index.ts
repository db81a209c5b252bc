import { chatroom } from './chatroom';
import { community } from './community';
import { feed } from './feed';
import { feedCommunity } from './feed-community';
import { football } from './football';
import { highlights } from './highlights';
import { home } from './home';
import { info } from './info';
import { news } from './news';
import { promotions } from './promotions';
import { schedule } from './schedule';
import { tips } from './tips';

/**
 * Which of a section's pages the server's shared page cache may answer from a copy rendered for
 * someone else. Each entry is a path without its locale prefix and covers the pages at or under it;
 * '/' is the home page alone, since every page lies under it.
 */
export interface PageCachePolicy {
  /** Pages that render the same for every visitor, members included (the browser adds anything personal). */
  everyone?: readonly string[];
  /**
   * Pages the server draws with a member's own data (favourite teams, memberships, their tips): shared
   * by guests only. Listing a page here wins over a shared root above it.
   */
  guests?: readonly string[];
  /**
   * Pages whose member copy is drawn without any member's data, one copy shared by every member, while
   * the browser fetches the member's own lists into it: the copy a crowd of members can be answered
   * from. Each entry is that page alone, or with a trailing `/*` the pages under it. Wins over `guests`.
   */
  memberShell?: readonly string[];
}

/** What a section declares about its pages, so no shared list has to be edited to add one. */
export interface Section {
  /** Which of its pages the shared page cache may serve. */
  pageCache?: PageCachePolicy;
  /** Its public pages without their language prefix, for the sitemap; never a member-only page. */
  publicPages?: readonly string[];
}

/**
 * Every section. A section declares itself in `lib/sections/<section>.ts` and is added here; a test
 * fails on a file of this folder left out. (The server bundle cannot list a folder at run time.)
 */
export const SECTIONS: readonly Section[] = [home, schedule, football, tips, news, highlights, chatroom, promotions, community, feed, feedCommunity, info];

export const SECTION_PAGE_CACHE: readonly PageCachePolicy[] = SECTIONS.flatMap((s) => (s.pageCache ? [s.pageCache] : []));

/** The public pages of every section, for the sitemap's first part. */
export const sectionPaths = (): string[] => SECTIONS.flatMap((s) => s.publicPages ?? []);

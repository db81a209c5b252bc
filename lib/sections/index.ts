import { pageCache as football } from './football';
import { pageCache as home } from './home';

/**
 * Which of a section's pages the server's shared page cache may answer from a copy rendered for
 * someone else. Each entry is a path without its locale prefix and covers the pages at or under it;
 * '/' is the home page alone, since every page lies under it.
 */
export interface PageCachePolicy {
  /** Pages that render the same for every visitor, members included (the browser adds anything personal). */
  everyone?: readonly string[];
  /** Pages the server draws with a member's favourite teams: shared by guests only. */
  guests?: readonly string[];
}

/**
 * Every section's page-cache policy. A section declares its own in `lib/sections/<section>.ts` and is
 * added here; a test fails on a file of this folder left out. (The server bundle cannot list a folder at
 * run time.)
 */
export const SECTION_PAGE_CACHE: readonly PageCachePolicy[] = [home, football];

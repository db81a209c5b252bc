import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import enCommon from '@/messages/en/common.json' with { type: 'json' };
import { expect, test } from './support/test';
import { NEWS_PROPER_NAMES } from '@/server/db/seed/news/proper-names';

// Every header page in two languages, one after another.
test.describe.configure({ timeout: 600_000 });

const LOCALES = [
  { prefix: '/en', more: 'More' },
  { prefix: '/zh', more: '更多' },
] as const;

/**
 * Letters only Vietnamese uses: ă đ ơ ư, ĩ ũ ả, and the vowels with a tone mark of the Vietnamese
 * block (ạ … ỹ). Letters French, Spanish or Portuguese share (é, à, ã, ô …) are left out, so a name
 * such as "Brasileirão Série A" is no false alarm.
 */
const VIETNAMESE = /[ăĂđĐơƠưƯĩĨũŨ\u1EA0-\u1EF9]/;

const DB_PATH = process.env.E2E_DB_PATH ?? path.join(process.cwd(), 'data', 'e2e.db');

/**
 * Proper names with Vietnamese letters, longest first: clubs, players, managers, grounds and their
 * cities, members and commentators, competitions known by one name everywhere, and the site's own
 * name. They stay as they are in every language, also inside a sentence ("Watch Hà Nội FC take on
 * …"), so they are taken out of the text before it is checked.
 */
function properNames(): string[] {
  const db = new Database(DB_PATH, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT name FROM teams UNION SELECT name FROM players UNION SELECT name FROM managers
         UNION SELECT name FROM venues UNION SELECT city FROM venues
         UNION SELECT display_name FROM users UNION SELECT nickname FROM users WHERE nickname IS NOT NULL
         UNION SELECT name_en FROM leagues WHERE name_en = name_vi`,
      )
      .all() as { name: string }[];
    const names = [...rows.map((r) => r.name), enCommon.brand.name, ...NEWS_PROPER_NAMES];
    return names.filter((n) => VIETNAMESE.test(n)).sort((a, b) => b.length - a.length);
  } finally {
    db.close();
  }
}

function withoutNames(text: string, names: readonly string[]): string {
  let rest = text;
  for (const name of names) if (rest.includes(name)) rest = rest.replaceAll(name, ' ');
  return rest;
}

/**
 * The page's visible text, one entry per text node, leaving out what is not the page's own words:
 * names (`translate="no"`), text whose language is marked as another one (a member's chat line or
 * tip written in Vietnamese, a language's own name in the language menu), and what is hidden.
 */
async function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template, [translate="no"]')) continue;
      const marked = parent.closest('[lang]');
      if (marked && marked.getAttribute('lang') !== pageLang) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      found.push(text);
    }
    return found;
  });
}

/** Text on the page at `address` that reads as Vietnamese once names are set aside. Sections still to come answer 404: their page is checked too. */
async function vietnameseOn(page: Page, address: string, names: readonly string[]): Promise<string[]> {
  await page.goto(address);
  await expect(page.locator('main').first()).toBeVisible();
  return (await pageWords(page)).filter((text) => VIETNAMESE.test(withoutNames(text, names))).map((text) => `${address}: "${text}"`);
}

/** The header's sections: the row and, when some do not fit, the "More" menu. */
async function headerPaths(page: Page, prefix: string, more: string): Promise<string[]> {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(prefix);
  const menu = page.getByRole('banner').getByRole('navigation').first();
  await expect(menu.locator('[data-measured]')).toHaveCount(1);
  const hrefs = await menu.locator('ul:not([data-testid]) a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const button = menu.getByRole('button', { name: more });
  if ((await button.count()) > 0) {
    await button.click();
    hrefs.push(...(await menu.getByTestId('header-more').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))));
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  return [...new Set(hrefs.filter((h): h is string => h !== null && h.startsWith(prefix)))];
}

/** The first link on `from` whose address contains `part`. */
async function firstLink(page: Page, from: string, part: string): Promise<string> {
  await page.goto(from);
  const link = page.locator(`main a[href*="${part}"]`).first();
  await expect(link, `a link to ${part} on ${from}`).toBeAttached();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no link to ${part} on ${from}`);
  return href;
}

for (const { prefix, more } of LOCALES) {
  test(`no Vietnamese words on the ${prefix} pages of the header, a match, a room, a team, a tip and the chat rooms`, async ({ page }) => {
    const paths = await headerPaths(page, prefix, more);
    expect(paths.length).toBeGreaterThan(5);
    const match = await firstLink(page, `${prefix}/ket-qua/bong-da`, '/tran-dau/');
    paths.push(
      match,
      await firstLink(page, prefix, '/truc-tiep/'),
      await firstLink(page, match, '/doi-bong/'),
      await firstLink(page, `${prefix}/tip-keo`, '/tip-keo/chi-tiet/'),
      `${prefix}/chatroom`,
    );
    const names = properNames();
    const found: string[] = [];
    for (const address of new Set(paths)) found.push(...(await vietnameseOn(page, address, names)));
    expect(found, `Vietnamese text on ${prefix} pages:\n${found.join('\n')}`).toEqual([]);
  });
}

import type { Page } from '@playwright/test';
import { FOOTBALL_PATHS, FOOTBALL_ROOTS } from '@/lib/domain/football-urls';
import { LOCALES, type Locale } from '@/lib/domain/locale';
import { DemoSite } from './pages/demo-site';
import { LiveRoom } from './pages/live-room';
import { expect, test } from './support/test';

/**
 * Every section built so far renders in the QA mode, in each language, from the mock handlers alone:
 * a whole page (not the error page), in its language, with no call the mock failed to answer.
 */
interface SectionPage {
  name: string;
  /** The page's address in Vietnamese (no locale prefix), found in the demo data when it names a record. */
  path: (site: DemoSite, page: Page) => Promise<string> | string;
  member?: boolean;
}

const match = (site: DemoSite) => site.finishedMatch();
const team = async (site: DemoSite) => site.firstLink(await match(site), `${FOOTBALL_ROOTS.team}/`);

const SECTIONS: SectionPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'live schedule', path: () => '/lich-truc-tiep' },
  { name: 'live schedule, football tab', path: () => '/lich-truc-tiep/the-thao/bong-da' },
  { name: 'live room', path: (_site, page) => new LiveRoom(page).path() },
  { name: 'results', path: () => FOOTBALL_PATHS.results },
  { name: 'fixtures', path: () => FOOTBALL_PATHS.fixtures },
  { name: 'odds', path: () => FOOTBALL_PATHS.odds },
  { name: 'match', path: match },
  { name: 'match line-ups', path: async (site) => `${await match(site)}&tab=lineups` },
  { name: 'team', path: team },
  { name: 'player', path: async (site) => site.firstLink(await team(site), `${FOOTBALL_ROOTS.player}/`) },
  { name: 'league', path: async (site) => site.firstLink(await match(site), `${FOOTBALL_ROOTS.league}/`) },
  { name: 'venue', path: async (site) => site.firstLink(await team(site), `${FOOTBALL_ROOTS.venue}/`) },
  { name: 'team comparison', path: () => FOOTBALL_PATHS.compareTeams },
  { name: 'tips', path: () => '/tip-keo' },
  { name: 'chat rooms', path: () => '/chatroom' },
  { name: 'chat room', path: (site) => site.firstLink('/chatroom', '/chatroom/phong/') },
  { name: 'esport', path: () => '/esport' },
  { name: 'tennis', path: () => '/tennis' },
  { name: 'casino', path: () => '/casino' },
  { name: 'search', path: () => '/tim-kiem?q=ha' },
  { name: 'promotions', path: () => '/khuyen-mai' },
  { name: 'about', path: () => '/ve-chung-toi' },
  { name: 'commentator application', path: () => '/ung-tuyen-binh-luan-vien' },
  { name: 'daily check-in', path: () => '/diem-danh', member: true },
  { name: 'favourite teams', path: () => FOOTBALL_PATHS.favourites, member: true },
  { name: 'daily missions', path: () => '/nhiem-vu-hang-ngay', member: true },
  { name: 'friends', path: () => '/bang-ton/ban-be', member: true },
  { name: 'private messages', path: () => '/chatroom/tin-nhan', member: true },
  { name: 'my tips', path: () => '/tip-keo/tip-cua-toi', member: true },
];

const localised = (locale: Locale, path: string) => (locale === 'vi' ? path : `/${locale}${path === '/' ? '' : path}`);

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    for (const section of SECTIONS) {
      test(`${section.name} renders from the mock handlers`, async ({ page, qa, apiCalls }) => {
        if (section.member) await qa.signIn();
        const errors: Error[] = [];
        page.on('pageerror', (error) => errors.push(error));
        const path = localised(locale, await section.path(new DemoSite(page.request), page));
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
        await expect(page.getByTestId('qa-mode-banner')).toBeVisible();
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const failed = apiCalls.filter((c) => (c.status() ?? 0) >= 500 || c.status() === 404).map((c) => `${c.method} ${c.path} ${c.status()}`);
        expect(failed, 'API calls the mock failed').toEqual([]);
        expect(errors.map((e) => e.message)).toEqual([]);
      });
    }
  });
}

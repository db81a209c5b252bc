import { expect, test, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';

/** What each language calls the section, its tabs and breadcrumb, and the 404 message's start (errors.routeNotFound.message). */
const LANGUAGES = [
  { name: 'vi', prefix: '', title: 'Tin tức', tabs: 'Chuyên mục tin tức', breadcrumb: 'Đường dẫn', notFound: 'Trang không tồn tại: ' },
  { name: 'en', prefix: '/en', title: 'News', tabs: 'News sections', breadcrumb: 'Breadcrumb', notFound: 'Page Not Found: ' },
  { name: 'zh', prefix: '/zh', title: '新聞', tabs: '新聞分類', breadcrumb: '導覽路徑', notFound: '頁面不存在：' },
] as const;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const ARTICLE_PATH = /\/tin-tuc\/([a-z-]+)\/([a-z-]+)\/([a-z0-9-]+-(\d+))$/;

/** The first article card's path (without the language prefix) and its parts. */
async function firstArticle(page: Page) {
  const href = await page.getByTestId('article-card').first().locator('h3 a').getAttribute('href');
  const match = ARTICLE_PATH.exec(href ?? '');
  if (!match) throw new Error(`not an article path: ${href}`);
  const [, category = '', type = '', slug = '', id = ''] = match;
  return { path: `/tin-tuc/${category}/${type}/${slug}`, category, type, id };
}

/** Every card on the page, as the sport and type it is filed under. */
async function cardsOf(page: Page): Promise<{ category: string | null; type: string | null }[]> {
  return page.getByTestId('article-card').evaluateAll((cards) => cards.map((c) => ({ category: c.getAttribute('data-category'), type: c.getAttribute('data-type') })));
}

for (const size of WIDTHS) {
  test.describe(`news at ${size.width} px`, () => {
    test.use({ viewport: size });

    for (const lang of LANGUAGES) {
      test(`${lang.name}: the list opens an article, and back returns to the list`, async ({ page }) => {
        await page.goto(`${lang.prefix}/tin-tuc`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
        await expect(page.getByRole('navigation', { name: lang.tabs }).locator('a[aria-current="page"]')).toHaveAttribute('href', `${lang.prefix}/tin-tuc`);
        await expectNoSidewaysScroll(page);

        const card = page.getByTestId('article-card').first();
        const headline = ((await card.locator('h3').textContent()) ?? '').trim();
        expect(headline).not.toBe('');
        await card.locator('h3 a').click();

        await expect(page).toHaveURL(new RegExp(`^[^?#]*${lang.prefix}${ARTICLE_PATH.source.slice(0, -1)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
        const body = page.getByTestId('article-body');
        await expect(body.locator('p').first()).toBeVisible();
        expect(((await body.textContent()) ?? '').length).toBeGreaterThan(200);
        await expect(page.getByRole('navigation', { name: lang.breadcrumb }).getByRole('link', { name: lang.title, exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/tin-tuc$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
      });

      test(`${lang.name}: a sport page and a type page list only that sport`, async ({ page }) => {
        await page.goto(`${lang.prefix}/tin-tuc/bong-ro`);
        const sport = await cardsOf(page);
        expect(sport.length).toBeGreaterThan(0);
        expect(sport.every((c) => c.category === 'bong-ro'), JSON.stringify(sport)).toBe(true);
        await expectNoSidewaysScroll(page);

        // The first article's type, reached through the type tabs.
        const { type } = await firstArticle(page);
        await page.locator(`nav a[href="${lang.prefix}/tin-tuc/bong-ro/${type}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}/tin-tuc/bong-ro/${type}$`));
        await expect(page.locator(`nav a[href="${lang.prefix}/tin-tuc/bong-ro/${type}"]`)).toHaveAttribute('aria-current', 'page');
        const typed = await cardsOf(page);
        expect(typed.length).toBeGreaterThan(0);
        expect(typed.every((c) => c.category === 'bong-ro' && c.type === type), JSON.stringify(typed)).toBe(true);
        await expectNoSidewaysScroll(page);
      });

      test(`${lang.name}: an unknown article, sport, type, tab or page is the 404 page`, async ({ page }) => {
        for (const bad of ['/tin-tuc/bong-da/tin-nong/khong-co-9999999', '/tin-tuc/bong-da/tin-nong/khong-co-so', '/tin-tuc/cau-long', '/tin-tuc/bong-da/tin-don', '/tin-tuc/noi-bat/tin-nong']) {
          const res = await page.goto(`${lang.prefix}${bad}`);
          expect(res?.status(), bad).toBe(404);
          await expect(page.getByRole('heading', { level: 1 })).toContainText(`${lang.notFound}${lang.prefix}${bad}`);
        }
        // The pager's pages exist up to the last one; past it there is nothing to show.
        expect((await page.goto(`${lang.prefix}/tin-tuc?page=2`))?.status()).toBe(200);
        await expect(page.getByTestId('article-card').first()).toBeVisible();
        expect((await page.goto(`${lang.prefix}/tin-tuc?page=999`))?.status()).toBe(404);
      });

      test(`${lang.name}: an outdated article path redirects to the canonical one`, async ({ page }) => {
        await page.goto(`${lang.prefix}/tin-tuc`);
        const article = await firstArticle(page);
        const otherSport = article.category === 'tennis' ? 'billiard' : 'tennis';
        for (const old of [`/tin-tuc/${article.category}/${article.type}/tieu-de-cu-${article.id}`, `/tin-tuc/${otherSport}/phong-van/${article.id}`]) {
          const answer = await page.request.get(`${lang.prefix}${old}`, { maxRedirects: 0 });
          expect(answer.status(), old).toBe(308);
          expect(new URL(answer.headers().location ?? '', 'http://x').pathname, old).toBe(`${lang.prefix}${article.path}`);
        }
        await page.goto(`${lang.prefix}/tin-tuc/${article.category}/${article.type}/tieu-de-cu-${article.id}`);
        await expect(page).toHaveURL(new RegExp(`${lang.prefix}${article.path}$`));
        await expect(page.getByTestId('article-view')).toHaveAttribute('data-article', article.id);
      });
    }
  });
}

test('reading an article counts one view for the reader, however often they reload within the hour', async ({ page }) => {
  // The oldest article: the other journeys open the newest ones, so its count moves only here.
  const detail = async (id: string) => (await (await page.request.get(`/other/api/news/detail?id=${id}`)).json()) as { data: { article: { viewCount: number } } };
  await page.goto('/tin-tuc?page=5');
  const cards = page.getByTestId('article-card');
  const href = (await cards.last().locator('h3 a').getAttribute('href')) ?? '';
  const id = ARTICLE_PATH.exec(href)?.[4] ?? '';
  const before = (await detail(id)).data.article.viewCount;
  const counted = page.waitForResponse((r) => r.url().endsWith('/other/api/views/count') && r.ok());
  await page.goto(href);
  await counted;
  expect((await detail(id)).data.article.viewCount).toBe(before + 1);
  const again = page.waitForResponse((r) => r.url().endsWith('/other/api/views/count'));
  await page.reload();
  expect(((await (await again).json()) as { data: { counted: boolean } }).data.counted).toBe(false);
  expect((await detail(id)).data.article.viewCount).toBe(before + 1);
});

interface ReportSummary {
  id: number;
  category: string;
  type: string;
  slug: string;
}

/** A football match report that embeds its match's highlight (the seed files some for its newest packaged matches). */
async function reportWithClip(page: Page): Promise<string> {
  const list = await page.request.get('/other/api/news/list?category=bong-da&type=tuong-thuat&pageSize=30');
  const { items } = ((await list.json()) as { data: { items: ReportSummary[] } }).data;
  for (const item of items) {
    const detail = await page.request.get(`/other/api/news/detail?id=${item.id}`);
    const { article } = ((await detail.json()) as { data: { article: { body: { kind: string }[] } } }).data;
    if (article.body.some((b) => b.kind === 'highlight')) return `/tin-tuc/${item.category}/${item.type}/${item.slug}`;
  }
  throw new Error('no match report embeds a highlight');
}

test('a match report plays its embedded highlight in place, and links to the clip’s page', async ({ page }) => {
  await page.goto(await reportWithClip(page));
  const embed = page.getByTestId('article-clip');
  await expect(embed).toBeVisible();
  await expect(embed.getByTestId('article-clip-link')).toHaveAttribute('href', /\/highlight\/bong-da\/highlight-mo-rong\/[a-z0-9-]+-\d+$/);
  await expect(embed.locator('video')).toHaveCount(0);
  // The embed's code loads with the page's first paint done; a press counts once it is interactive.
  await expect(embed).toHaveAttribute('data-ready', 'true');
  await embed.getByTestId('article-clip-play').click();
  const video = embed.getByTestId('vod-player');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  await embed.getByTestId('article-clip-link').click();
  await expect(page).toHaveURL(/\/highlight\/bong-da\/highlight-mo-rong\//);
});

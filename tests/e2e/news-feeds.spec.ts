import { expect, test } from './support/test';

test('news pages name their RSS and Atom feeds in the head, and the feeds answer with the newest articles', async ({ page, request }) => {
  await page.goto('/en/tin-tuc/bong-da');
  const links = page.locator('head link[rel="alternate"][type="application/rss+xml"], head link[rel="alternate"][type="application/atom+xml"]');
  await expect(links).toHaveCount(4);
  const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(hrefs).toEqual(['/feeds/en/bong-da.rss', '/feeds/en/bong-da.atom', '/feeds/en/tin-tuc.rss', '/feeds/en/tin-tuc.atom']);
  const headline = (await page.getByTestId('article-card').first().locator('h3').textContent())?.trim() ?? '';

  const rss = await request.get('/feeds/en/bong-da.rss');
  expect(rss.status()).toBe(200);
  expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await rss.text();
  expect(xml).toContain('<language>en</language>');
  expect(xml).toContain(headline.replace(/&/g, '&amp;'));
  expect(xml).toMatch(/<link>http:\/\/[^<]+\/en\/tin-tuc\/bong-da\/[a-z-]+\/[a-z0-9-]+-\d+<\/link>/);

  const atom = await request.get('/feeds/zh/tin-tuc.atom');
  expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await atom.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  for (const bad of ['/feeds/fr/tin-tuc.rss', '/feeds/en/cricket.rss', '/feeds/en/tin-tuc.json']) expect((await request.get(bad)).status(), bad).toBe(404);
});

test('the sitemap index lists the news sitemap, which names each new article once per language with its headline', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/sitemaps/google-news.xml');
  const res = await request.get('/sitemaps/google-news.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
  for (const lang of ['vi', 'en', 'zh-Hant']) expect(xml).toContain(`<news:language>${lang}</news:language>`);
});

test('the home page shows the newest articles, and a team page those about the team', async ({ page, request }) => {
  await page.goto('/en');
  const strip = page.getByTestId('latest-news');
  await expect(strip.getByTestId('article-card')).toHaveCount(4);
  await expect(strip.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/tin-tuc');

  // The newest article tagged with a team is on that team's page.
  const list = (await (await request.get('/other/api/news/list?category=bong-da&pageSize=24', { headers: { 'x-language': 'en' } })).json()) as { data: { items: { id: number; headline: string }[] } };
  for (const item of list.data.items) {
    const detail = (await (await request.get(`/other/api/news/detail?id=${item.id}`, { headers: { 'x-language': 'en' } })).json()) as { data: { article: { tags: { kind: string; refId: number; slug: string | null }[] } } };
    const team = detail.data.article.tags.find((t) => t.kind === 'team' && t.slug);
    if (!team) continue;
    await page.goto(`/en/doi-bong/${team.slug}/${team.refId}`);
    await expect(page.getByTestId('latest-news').getByRole('heading', { level: 3, name: item.headline })).toBeVisible();
    return;
  }
  throw new Error('the seed tags football articles with teams');
});

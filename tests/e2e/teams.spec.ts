import { expect, test, type APIRequestContext } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';
import { logInThroughDialog } from './support/demo-login';

// Several pages per test, some with a login: the default 30 s budget is tight on a busy machine.
test.describe.configure({ timeout: 90_000 });


interface Hit {
  team: { id: number; name: string; slug: string };
}

/** A seeded football club by name, through the team search the pages use. */
async function findTeam(request: APIRequestContext, q: string): Promise<Hit['team']> {
  const res = await request.get(`/live/api/football/team/search?q=${encodeURIComponent(q)}`);
  expect(res.status()).toBe(200);
  const hits = ((await res.json()) as { data: Hit[] }).data;
  const first = hits[0];
  if (!first) throw new Error(`no team for ${q}`);
  return first.team;
}

for (const prefix of ['', '/en', '/zh']) {
  test(`team → player → league navigation${prefix ? ` in ${prefix}` : ''}`, async ({ page, request }) => {
    const team = await findTeam(request, 'ha noi fc');
    // A stale name still finds the team: it redirects to the canonical path.
    await page.goto(`${prefix}/doi-bong/old-name/${team.id}`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/doi-bong/${team.slug}/${team.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(team.name);
    await expect(page.getByTestId('standings-table').locator(`tr[data-team="${team.id}"]`)).toHaveAttribute('aria-current', 'true');
    // No match is listed twice: the next one heads the overview, and the fixtures list goes on after it.
    const hrefs = await page.locator('main a[href*="/tran-dau/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);

    const player = page.locator('#squad').getByRole('link').first();
    const playerName = (await player.textContent()) ?? '';
    await player.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/cau-thu/[a-z0-9-]+/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerName);
    await expect(page.getByRole('link', { name: team.name }).first()).toBeVisible();

    await page.getByRole('link', { name: 'V.League 1' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/giai-dau/[a-z0-9-]+/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('V.League 1');
    await expect(page.getByTestId('standings-table').getByRole('link', { name: team.name })).toBeVisible();
    await expect(page.getByTestId('top-scorers')).toBeVisible();
  });
}

test('a malformed or unknown id is the route-validation 404', async ({ page }) => {
  // Vietnamese first: visiting /en keeps English in the locale cookie.
  const res = await page.goto('/doi-bong/ha-noi-fc/01');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trang không tồn tại: /doi-bong/ha-noi-fc/01');
  for (const path of ['/en/doi-bong/ha-noi-fc/abc', '/en/cau-thu/someone/0', '/en/giai-dau/league/99999999', '/en/so-sanh/cau-thu?p1=x']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Page Not Found: ${path.split('?')[0]}`);
  }
});

test('the demo member adds and removes favourite teams', async ({ page, request }) => {
  const team = await findTeam(request, 'ha noi fc');
  await page.goto(`/doi-bong/${team.slug}/${team.id}`);
  // A guest is asked to log in first.
  await page.getByTestId('favourite-button').click();
  await logInThroughDialog(page);
  await page.getByRole('button', { name: 'Thêm vào yêu thích' }).click();
  await expect(page.getByText(`Đã thêm ${team.name} vào đội yêu thích.`)).toBeVisible();
  await expect(page.getByTestId('favourite-button')).toHaveText('Bỏ yêu thích');
  await page.reload();
  await expect(page.getByTestId('favourite-button')).toHaveText('Bỏ yêu thích');

  await page.goto('/doi-bong-yeu-thich');
  const card = page.getByTestId('favourite-teams').locator(`li[data-team="${team.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: team.name, exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Bỏ yêu thích' }).click();
  await expect(card).toBeHidden();

  // The search on the page adds a team as well.
  await page.getByRole('combobox').fill('cong an');
  await page.getByRole('option').first().click();
  const added = page.getByTestId('favourite-teams').locator(':scope > li');
  await expect(added).toHaveCount(1);
  await added.getByRole('button', { name: 'Bỏ yêu thích' }).click();
  await expect(page.getByText('Bạn chưa có đội yêu thích nào.')).toBeVisible();
});

test('two players compared side by side from a player page', async ({ page, request }) => {
  const team = await findTeam(request, 'ha noi fc');
  await page.goto(`/doi-bong/${team.slug}/${team.id}`);
  await page.locator('#squad').getByRole('link').first().click();
  await page.getByTestId('compare-player').click();
  await expect(page).toHaveURL(/\/so-sanh\/cau-thu\?p1=\d+$/);
  await expect(page.getByTestId('compare-chosen')).toHaveCount(1);
  await page.getByRole('combobox').nth(1).fill('nguyen');
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/so-sanh\/cau-thu\?p1=\d+&p2=\d+$/);
  await expect(page.getByTestId('compare-chosen')).toHaveCount(2);
  await expect(page.getByTestId('compare-bars').locator('li')).toHaveCount(10);
  // The URL alone renders the same comparison, in another language too.
  await page.goto(`/en${new URL(page.url()).pathname}${new URL(page.url()).search}`);
  await expect(page.getByTestId('compare-bars').locator('li[data-metric="goalsPer90"]')).toContainText('Goals / 90');
});

test('two teams compared with their meetings', async ({ page, request }) => {
  const team = await findTeam(request, 'ha noi fc');
  await page.goto(`/zh/so-sanh/doi-bong?id1=${team.id}`);
  await page.getByRole('combobox').nth(1).fill('cong an ha noi');
  await page.getByRole('option').first().click();
  await expect(page).toHaveURL(new RegExp(`/zh/so-sanh/doi-bong\\?id1=${team.id}&id2=\\d+$`));
  await expect(page.getByTestId('compare-bars').locator('li[data-metric="pointsPerGame"]')).toContainText('每場積分');
  await expect(page.getByRole('heading', { name: '對賽往績' })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the team page and the comparison fit the screen', async ({ page, request }) => {
    const team = await findTeam(request, 'ha noi fc');
    const other = await findTeam(request, 'cong an ha noi');
    for (const path of [`/doi-bong/${team.slug}/${team.id}`, `/so-sanh/doi-bong?id1=${team.id}&id2=${other.id}`]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, path);
    }
    await page.goto(`/doi-bong/${team.slug}/${team.id}`);
    const table = page.getByTestId('standings-table');
    await expect(table.getByRole('columnheader', { name: 'Đ', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'BT', exact: true })).toBeHidden();
  });
});

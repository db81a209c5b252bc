import { expect, test } from './support/test';

// Five pages per test on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

/** Results → match → team → player → league, following the links a fan would click. */
for (const prefix of ['', '/en', '/zh']) {
  test(`results lead to the match, its team, a player and the league${prefix ? ` in ${prefix}` : ''}`, async ({ page }) => {
    // Yesterday (on the site's UTC+7 calendar) always holds finished matches.
    const yesterday = new Date(Date.now() + 7 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${prefix}/ket-qua/bong-da?date=${yesterday}`);
    await expect(page.locator('a[aria-current="date"]')).toHaveAttribute('href', new RegExp(`date=${yesterday}`));

    const matchLink = page.getByTestId('match-link').first();
    await expect(matchLink).toBeVisible();
    await matchLink.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/tran-dau/[a-z0-9-]+-vs-[a-z0-9-]+/\\d+\\?leagueId=\\d+$`));
    await expect(page.getByTestId('match-scoreboard')).toBeVisible();

    const home = page.locator('main header a[href*="/doi-bong/"]').first();
    const teamName = ((await home.textContent()) ?? '').trim();
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/doi-bong/[a-z0-9-]+/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamName);

    const player = page.locator('#squad').getByRole('link').first();
    const playerName = ((await player.textContent()) ?? '').trim();
    await player.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/cau-thu/[a-z0-9-]+/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(playerName);

    const league = page.locator('main a[href*="/giai-dau/"]').first();
    const leagueName = ((await league.textContent()) ?? '').trim();
    await league.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/giai-dau/[a-z0-9-]+/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(leagueName);
  });
}

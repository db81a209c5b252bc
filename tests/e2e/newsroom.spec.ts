import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import viNewsroom from '@/messages/vi/newsroom.json' with { type: 'json' };

test.describe.configure({ timeout: 150_000 });

const DB_PATH = process.env.E2E_DB_PATH ?? path.join(process.cwd(), 'data', 'e2e.db');
const EDITOR = { username: 'bientap.hoa', password: 'Toa-soan-bien-tap-2026!' } as const;
/** A 1×1 PNG for the cover. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const E = viNewsroom.editor;

/** Seeded editors have no usable password: the operator gives one with `npm run user:password`. */
function giveEditorAPassword(): void {
  execFileSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/set-password.ts', EDITOR.username], {
    env: { ...process.env, SQLITE_PATH: DB_PATH, DATABASE_URL: '', NEW_PASSWORD: EDITOR.password, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

/** Writes one language of the article: its headline, standfirst and first paragraph. */
async function writeLanguage(page: Page, tab: string, text: { headline: string; standfirst: string; paragraph: string }) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(E.headline, { exact: true }).fill(text.headline);
  await panel.getByLabel(E.standfirst, { exact: true }).fill(text.standfirst);
  await panel.locator('[data-block="paragraph"]').first().getByLabel(viNewsroom.blocks.text, { exact: true }).fill(text.paragraph);
}

/** `YYYY-MM-DDTHH:mm` moved by some minutes, as wall-clock arithmetic. */
function shiftWall(wall: string, minutes: number): string {
  return new Date(Date.parse(`${wall}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}

test('an editor drafts an article in three languages, previews, schedules and publishes it; readers then find it', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    giveEditorAPassword();
    expect((await context.request.post('/live/api/user/login', { data: EDITOR })).status()).toBe(200);
    const page = await context.newPage();
    const suffix = Date.now().toString(36);
    const headline = `Tòa soạn thử nghiệm ${suffix}`;

    await page.goto('/toa-soan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viNewsroom.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByTestId('new-article').click();
    await expect(page).toHaveURL(/\/toa-soan\/moi$/);

    await writeLanguage(page, E.languages.vi, { headline, standfirst: 'Bản tin thử của tòa soạn.', paragraph: 'Đoạn mở đầu của bài viết thử nghiệm.' });
    await writeLanguage(page, E.languages.en, { headline: `Newsroom trial ${suffix}`, standfirst: 'A trial piece from the newsroom.', paragraph: 'The opening paragraph of the trial piece.' });
    await writeLanguage(page, E.languages.zh, { headline: `編輯部測試 ${suffix}`, standfirst: '編輯部的測試文章。', paragraph: '測試文章的開場段落。' });
    await page.getByTestId('cover-input').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('cover-preview')).toHaveAttribute('src', /^\/media\/uploads\/news\/[0-9a-f]{32}\.webp$/);

    // Tags come from the site search: the article is about the Premier League.
    await page.getByTestId('tags-card').getByRole('searchbox').fill('premier');
    await page.getByTestId('tag-hits').getByRole('button', { name: /Premier League/ }).first().click();
    await expect(page.getByTestId('tags-card').getByRole('listitem')).toContainText(['Premier League']);

    // A highlight clip in the Vietnamese body, picked through the clip search.
    await page.getByRole('tab', { name: E.languages.vi }).click();
    await page.getByRole('tabpanel').locator('[data-add="highlight"]').click();
    const picker = page.getByTestId('clip-picker');
    await picker.getByRole('searchbox', { name: viNewsroom.blocks.clip.search }).fill('highlight');
    await picker.getByRole('listitem').first().getByRole('button').click();
    const chosen = page.getByTestId('chosen-clip');
    await expect(chosen).toContainText(/Highlight/);
    await expect(picker).toHaveCount(0);
    const clipId = (await chosen.getAttribute('data-clip')) ?? '';

    await page.getByRole('button', { name: E.save }).click();
    await expect(page).toHaveURL(/\/toa-soan\/\d+$/);
    await expect(page.locator(`[data-testid="chosen-clip"][data-clip="${clipId}"]`)).toContainText(/Highlight/);
    await expect(page.getByTestId('tags-card').getByRole('listitem')).toContainText(['Premier League']);
    const id = /\/toa-soan\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByTestId('publishing').locator('[data-status="draft"]')).toBeVisible();

    await page.getByRole('button', { name: E.preview }).click();
    await expect(page).toHaveURL(new RegExp(`/toa-soan/${id}/xem-truoc$`));
    await expect(page.getByTestId('preview-banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expect(page.getByTestId('article-body')).toContainText('Đoạn mở đầu của bài viết thử nghiệm.');
    await expect(page.locator(`[data-testid="article-clip"][data-clip="${clipId}"]`)).toBeVisible();
    await page.getByRole('link', { name: viNewsroom.preview.backToEdit }).click();
    await expect(page).toHaveURL(new RegExp(`/toa-soan/${id}$`));

    const scheduleAt = page.getByLabel(E.scheduleAt);
    await scheduleAt.fill(shiftWall(await scheduleAt.inputValue(), -58));
    await page.getByRole('button', { name: E.schedule, exact: true }).click();
    await expect(page.getByTestId('publishing').locator('[data-status="scheduled"]')).toBeVisible();
    await expect(page.getByTestId('goes-out')).toBeVisible();

    const reader = await context.newPage();
    await reader.goto('/tin-tuc');
    await expect(reader.getByTestId('article-card').first()).toBeVisible();
    await expect(reader.getByRole('link', { name: headline })).toHaveCount(0);

    await page.getByRole('button', { name: E.publish }).click();
    await expect(page.getByTestId('publishing').locator('[data-status="live"]')).toBeVisible();
    await expect(page.getByTestId('public-link')).toBeVisible();

    await reader.reload();
    const card = reader.getByRole('link', { name: headline }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(reader).toHaveURL(new RegExp(`/tin-tuc/bong-da/tin-nong/[a-z0-9-]+-${id}$`));
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expect(reader.locator('a[data-tag="league"]')).toHaveText('Premier League');
  } finally {
    await context.close();
  }
});

test('a member who is not an editor gets the 404 page at the newsroom, and no link to it', async ({ browser }) => {
  const member = await browser.newContext();
  try {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const signUp = await member.request.post('/live/api/user/register', { data: { username: `toa_${suffix}`, password: `Khong-phai-bien-tap-${suffix}!`, displayName: `Bạn đọc ${suffix.slice(-4)}` } });
    expect(signUp.status()).toBe(200);
    const page = await member.newPage();
    const response = await page.goto('/toa-soan');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Trang không tồn tại: ')).toBeVisible();
    await expect(page.getByText(viNewsroom.title, { exact: true })).toHaveCount(0);
    expect((await page.goto('/toa-soan/1'))?.status()).toBe(404);
  } finally {
    await member.close();
  }
});

test('a guest gets the 404 page at the newsroom', async ({ page }) => {
  expect((await page.goto('/toa-soan/moi'))?.status()).toBe(404);
});

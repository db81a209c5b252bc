import { seriousAxeProblems } from './support/axe';
import { commentatorsWithARoom, COMMENTATOR_PASSWORD, giveAPassword, RTMP_PORT } from './support/commentator';
import { expect, test } from './support/test';
import { STREAM_KEY_PATTERN } from '@/lib/domain/broadcast';
import viStudio from '@/messages/vi/studio.json' with { type: 'json' };

test.describe.configure({ timeout: 150_000 });

test('a commentator makes a stream key (shown once, then only its end) and plans a broadcast in the studio', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const [{ username } = { username: '' }] = commentatorsWithARoom();
    giveAPassword(username);
    expect((await context.request.post('/live/api/user/login', { data: { username, password: COMMENTATOR_PASSWORD } })).status()).toBe(200);
    const page = await context.newPage();

    await page.goto('/studio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viStudio.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('rtmp-server')).toHaveValue(`rtmp://127.0.0.1:${RTMP_PORT}/live`);

    const keyCard = page.getByTestId('stream-key');
    await keyCard.getByRole('button', { name: viStudio.key.create }).click();
    const keyField = keyCard.getByTestId('stream-key-value');
    await expect(keyField).toHaveValue(STREAM_KEY_PATTERN);
    const key = await keyField.inputValue();
    await keyCard.getByTestId('stream-key-hide').click();
    await expect(keyCard.getByTestId('stream-key-hint')).toContainText(`…${key.slice(-4)}`);

    await page.reload();
    await expect(keyCard.getByTestId('stream-key-hint')).toContainText(`…${key.slice(-4)}`);
    await expect(keyCard.getByTestId('stream-key-value')).toHaveCount(0);
    expect(await page.content()).not.toContain(key);

    const plan = page.getByTestId('plan');
    const room = plan.getByLabel(viStudio.plan.room);
    const firstRoom = await room.locator('option').nth(1).getAttribute('value');
    await room.selectOption(firstRoom ?? '');
    await expect(plan.getByTestId('plan-match')).toBeVisible();
    await expect(plan.getByLabel(viStudio.plan.titleLabel)).not.toHaveValue('');
    await plan.getByRole('button', { name: viStudio.plan.save }).click();
    const broadcast = page.getByTestId('broadcast');
    await expect(broadcast.getByTestId('broadcast-state')).toHaveText(viStudio.state.ready);
    await expect(page.getByTestId('encoder-status')).toContainText(viStudio.goLive.waiting);

    await page.reload();
    await expect(broadcast.getByTestId('broadcast-state')).toHaveText(viStudio.state.ready);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousAxeProblems(page, '[data-testid="studio"]'), colorScheme).toEqual([]);
    }
    await broadcast.getByRole('button', { name: viStudio.broadcast.end }).click();
    await broadcast.getByRole('button', { name: viStudio.broadcast.endConfirm }).click();
    await expect(broadcast.getByTestId('broadcast-none')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a member who is not a commentator is told the studio is not for them; a guest is asked to log in', async ({ browser }) => {
  const member = await browser.newContext();
  const guest = await browser.newContext();
  try {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const signUp = await member.request.post('/live/api/user/register', { data: { username: `studio_${suffix}`, password: `Khong-phai-blv-${suffix}!`, displayName: `Khán giả ${suffix.slice(-4)}` } });
    expect(signUp.status()).toBe(200);
    const page = await member.newPage();
    await page.goto('/studio');
    await expect(page.getByTestId('studio-forbidden')).toContainText(viStudio.forbiddenTitle);
    await expect(page.getByTestId('studio')).toHaveCount(0);

    const visitor = await guest.newPage();
    await visitor.goto('/studio');
    await expect(visitor.getByTestId('studio-guest')).toContainText(viStudio.guestTitle);
  } finally {
    await member.close();
    await guest.close();
  }
});

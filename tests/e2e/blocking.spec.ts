import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import viChat from '@/messages/vi/chat.json' with { type: 'json' };
import viChatroom from '@/messages/vi/chatroom.json' with { type: 'json' };
import viCommunity from '@/messages/vi/community.json' with { type: 'json' };

// Two members, sign-ups, a socket each and several pages: more than the default budget on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface Member {
  context: BrowserContext;
  userId: number;
  token: string;
  displayName: string;
}

const say = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** A member signed up through the API in a browser of their own. */
async function signUp(browser: Browser, prefix: string): Promise<Member> {
  const context = await browser.newContext();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const displayName = `Người chơi ${suffix.slice(-5)}`;
  const res = await context.request.post('/live/api/user/register', { data: { username: `${prefix}_${suffix}`, password: `Khong-ai-doan-duoc-${suffix}!`, displayName } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = ((await res.json()) as { data: { token: string; user: { userId: number } } }).data;
  return { context, userId: user.userId, token, displayName };
}

async function befriend(a: Member, b: Member): Promise<void> {
  for (const [from, to] of [[a, b], [b, a]] as const) {
    const res = await from.context.request.post('/live/api/user/friend/send-request', { data: { toUserId: to.userId }, headers: { authorization: `Bearer ${from.token}` } });
    expect(res.status()).toBe(200);
  }
}

async function writeIn(page: Page, text: string): Promise<void> {
  const chat = page.getByTestId('private-chat');
  await chat.getByRole('textbox', { name: viChat.composer.label }).fill(text);
  await chat.getByRole('button', { name: viChat.composer.send }).click();
}

test('a member blocks a friend from the friends page; the friend can no longer write, and an unblock lifts it', async ({ browser }) => {
  const [me, friend] = [await signUp(browser, 'chan'), await signUp(browser, 'bichan')];
  try {
    await befriend(me, friend);
    const theirs = await friend.context.newPage();
    await theirs.goto(`/chatroom/tin-nhan/${me.userId}`);
    await writeIn(theirs, 'Tối nay xem chung nhé');
    await expect(theirs.getByTestId('private-chat').getByRole('log', { name: viChat.list.messages }).getByText('Tối nay xem chung nhé')).toBeVisible();

    const page = await me.context.newPage();
    await page.goto('/bang-ton/ban-be');
    const friends = page.getByTestId('friend-list');
    await friends.getByRole('button', { name: say(viCommunity.friends.blockNamed, { name: friend.displayName }) }).click();
    const confirm = friends.getByRole('group', { name: say(viCommunity.friends.blockConfirm, { name: friend.displayName }) });
    await confirm.getByRole('button', { name: viCommunity.friends.block, exact: true }).click();
    await expect(friends).not.toContainText(friend.displayName);
    const blocked = page.getByTestId('friend-blocked');
    await expect(blocked).toContainText(friend.displayName);

    // The friend's chat is still open: the next message is refused, said plainly, and the chat gives way.
    await writeIn(theirs, 'Sao không trả lời?');
    await expect(theirs.getByText(viChat.errors.closed)).toBeVisible();
    await expect(theirs.getByText(viChatroom.private.notFriend)).toBeVisible();
    await expect(theirs.getByTestId('private-chat')).toHaveCount(0);
    await theirs.reload();
    await expect(theirs.getByText(viChatroom.private.notFriend)).toBeVisible();
    await expect(theirs.getByRole('textbox', { name: viChat.composer.label })).toHaveCount(0);

    await blocked.getByRole('button', { name: say(viCommunity.friends.unblockNamed, { name: friend.displayName }) }).click();
    await expect(blocked).toContainText(viCommunity.friends.noBlocked);
    await page.reload();
    await expect(page.getByTestId('friend-blocked')).toContainText(viCommunity.friends.noBlocked);
    const again = await friend.context.request.post('/live/api/user/friend/send-request', { data: { toUserId: me.userId }, headers: { authorization: `Bearer ${friend.token}` } });
    expect(((await again.json()) as { data: { status: string } }).data.status).toBe('pending');
  } finally {
    await me.context.close();
    await friend.context.close();
  }
});

test('the private chat header blocks after asking, and offers the unblock in its place', async ({ browser }) => {
  const [me, friend] = [await signUp(browser, 'dau'), await signUp(browser, 'cuoi')];
  try {
    await befriend(me, friend);
    const page = await me.context.newPage();
    await page.goto(`/chatroom/tin-nhan/${friend.userId}`);
    await expect(page.getByTestId('private-chat')).toBeVisible();
    await page.getByRole('button', { name: say(viChatroom.friend.blockNamed, { name: friend.displayName }) }).click();
    const confirm = page.getByRole('group', { name: say(viChatroom.friend.blockConfirm, { name: friend.displayName }) });
    await confirm.getByRole('button', { name: viChatroom.friend.keep }).click();
    await expect(page.getByTestId('private-chat')).toBeVisible();

    await page.getByRole('button', { name: say(viChatroom.friend.blockNamed, { name: friend.displayName }) }).click();
    await confirm.getByRole('button', { name: viChatroom.friend.block, exact: true }).click();
    await expect(page.getByText(viChatroom.private.blockedByYou)).toBeVisible();
    await expect(page.getByTestId('private-chat')).toHaveCount(0);

    await page.getByRole('button', { name: say(viChatroom.friend.unblockNamed, { name: friend.displayName }) }).click();
    await expect(page.getByRole('button', { name: say(viChatroom.friend.addNamed, { name: friend.displayName }) })).toBeVisible();
    await expect(page.getByText(viChatroom.private.notFriend)).toBeVisible();
  } finally {
    await me.context.close();
    await friend.context.close();
  }
});

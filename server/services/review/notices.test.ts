import { describe, expect, it, vi } from 'vitest';
import type { Db } from '@/server/db/client';
import { sendReviewNotice } from './notices';

vi.mock('../inbox', () => ({ sendInboxMessage: vi.fn(async () => undefined) }));
const { sendInboxMessage } = await import('../inbox');

const sent = () => vi.mocked(sendInboxMessage).mock.calls.at(-1)?.[1];
const db = {} as Db;

describe('sendReviewNotice', () => {
  it('quotes what was taken down, on one line and cut short', async () => {
    await sendReviewNotice(db, { userId: 7, locale: 'en', kind: 'comment', excerpt: `Line one\n\n${'x'.repeat(200)}` }, 1);
    const note = sent();
    expect(note).toMatchObject({ userId: 7, title: 'A warning from the moderators', createdAt: 1 });
    expect(note?.content).toMatch(/^Your comment was removed for breaking the community rules: “Line one x+…”\. Please follow/);
    expect(note?.content.length).toBeLessThan(260);
  });

  it('says how long a suspension lasts, in the member’s language', async () => {
    await sendReviewNotice(db, { userId: 7, locale: 'zh', kind: 'member', excerpt: 'Lan', days: 30 }, 1);
    expect(sent()).toMatchObject({ title: '帳號已被停權' });
    expect(sent()?.content).toBe('你的帳號因違反社群規範被停權 30 天，期間無法發文、留言或聊天。');
    await sendReviewNotice(db, { userId: 7, locale: 'en', kind: 'post', excerpt: 'x', days: 1 }, 1);
    expect(sent()?.content).toContain('suspended for 1 day for');
  });
});

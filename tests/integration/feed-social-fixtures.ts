import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Post } from '@/lib/contract/feed';
import { POST_LIMITS } from '@/lib/domain/feed';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { call, type CallResult } from '../fixtures/api-harness';
import type { TestBackend } from '../fixtures/test-db';
import { addFriendship, addUser } from './chat-fixtures';

export const F = '/other/api/feed';

export interface Member {
  id: number;
  token: string;
}

export interface FeedHarness extends AccountHarness {
  uploads: string;
  /** A new member with a fresh token; names must be unique per harness. */
  member(name: string, siteRoleId?: number): Promise<Member>;
  /** Several new members, one per name, in order. */
  members<const N extends readonly string[]>(...names: N): Promise<{ -readonly [K in keyof N]: Member }>;
  befriend(a: Member, b: Member): Promise<void>;
  block(blocker: Member, blocked: Member): Promise<void>;
  /** Posts as the member and expects 200. */
  post(who: Member, body: Record<string, unknown>, headers?: Record<string, string>): Promise<Post>;
  /** Moves the clock past every rate window, so the next test starts with full allowances. */
  nextWindow(): void;
  close(): Promise<void>;
}

/** The API harness for the feed: its own folder of uploads and a clock the tests move. */
export async function openFeedHarness(backend: TestBackend): Promise<FeedHarness> {
  const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'feed-uploads-'));
  const h = await openAccountHarness(backend, { uploadsDir: uploads });
  const longest = Math.max(...Object.values(POST_LIMITS.rate).map((r) => r.windowMs));
  const member = async (name: string, siteRoleId: number = SITE_ROLE.member): Promise<Member> => {
    const id = await addUser(h.t.db, name, siteRoleId);
    return { id, token: (await issueAccessToken({ id, siteRoleId })).token };
  };
  return {
    ...h,
    uploads,
    member,
    async members<const N extends readonly string[]>(...names: N) {
      const out: Member[] = [];
      for (const name of names) out.push(await member(name));
      return out as { -readonly [K in keyof N]: Member };
    },
    befriend: (a, b) => addFriendship(h.t.db, a.id, b.id),
    async block(blocker, blocked) {
      await h.t.db.insertInto('memberBlocks').values({ blockerId: blocker.id, blockedId: blocked.id, createdAt: h.clock.now }).execute();
    },
    async post(who, body, headers) {
      const res = await call<Post>(h.api, `${F}/create`, { body, token: who.token, headers });
      if (res.status !== 200) throw new Error(`create answered ${res.status}: ${res.body.msg}`);
      return res.body.data;
    },
    nextWindow() {
      h.clock.advance(longest + 1);
    },
    async close() {
      await h.t.close();
      await fs.rm(uploads, { recursive: true, force: true });
    },
  };
}

export const get = <T>(h: FeedHarness, url: string, token?: string, headers?: Record<string, string>): Promise<CallResult<T>> => call<T>(h.api, url, { token, headers });
export const send = <T>(h: FeedHarness, url: string, body: unknown, token?: string): Promise<CallResult<T>> => call<T>(h.api, url, { body, token });

export type FeedPage = { list: Post[]; nextCursor: string | null };

/** A PNG of the given size as a data URL, optionally with a phone's GPS position in its EXIF. */
export async function pngDataUrl(width: number, height: number, opts: { gps?: boolean } = {}): Promise<string> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });
  if (opts.gps) image = image.withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 42/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 51/1 17/1' } });
  const bytes = await image.png().toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

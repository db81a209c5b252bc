import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { articleBody } from '@/lib/contract/news-blocks';
import { DEFAULT_DOMAIN } from '@/lib/domain/constants';
import { LOCALES } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { hashPassword } from '@/server/auth/passwords';
import { nameInitials } from '@/server/media/text';
import { mediaUrl } from '@/server/media/urls';
import type { Database, Row } from '../../schema';
import { insertRows } from '../insert';
import type { SeedArticle } from './types';

const HOUR = 3_600_000;

/** The newsroom's editors: they sign the demo articles. */
export const NEWS_EDITORS = [
  { username: 'bientap.hoa', displayName: 'Nguyễn Thu Hoà' },
  { username: 'bientap.khoa', displayName: 'Trần Đăng Khoa' },
  { username: 'bientap.an', displayName: 'Lê Minh An' },
] as const;

/** The editors' accounts; nobody signs in as one until staff set a password for it. */
export function newsEditorRows(now: number, lockedHash: string): Row<'users'>[] {
  return NEWS_EDITORS.map((e) => ({
    username: e.username,
    displayName: e.displayName,
    nickname: null,
    profilePicture: mediaUrl('avatar', e.username, nameInitials(e.displayName)),
    siteRoleId: SITE_ROLE.editor,
    email: `${e.username}@${DEFAULT_DOMAIN}`,
    phone: null,
    passwordHash: lockedHash,
    createdAt: now - 400 * 24 * HOUR,
  }));
}

/** The editors' ids, creating the accounts a database seeded before the newsroom existed lacks. */
async function editorIds(db: Kysely<Database>, now: number): Promise<Map<string, number>> {
  const usernames = NEWS_EDITORS.map((e) => e.username);
  const present = new Set((await db.selectFrom('users').select('username').where('username', 'in', usernames).execute()).map((u) => u.username));
  if (present.size < usernames.length) {
    const locked = await hashPassword(randomBytes(32).toString('base64'));
    await insertRows(db, 'users', newsEditorRows(now, locked).filter((row) => !present.has(row.username)));
  }
  const users = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', usernames).execute();
  return new Map(users.map((u) => [u.username, u.id]));
}

/**
 * Files the demo articles, oldest first so ids follow publication, with their tags resolved from the
 * catalogue's slugs. A tag whose slug the catalogue lacks is an error: the content and catalogue disagree.
 */
export async function seedNews(db: Kysely<Database>, articles: readonly SeedArticle[], opts: { now: number }): Promise<{ newsArticles: number; newsArticleTags: number }> {
  const { now } = opts;
  const authors = await editorIds(db, now);
  const [teams, leagues] = await Promise.all([
    db.selectFrom('teams').select(['id', 'slug']).execute(),
    db.selectFrom('leagues').select(['id', 'slug']).execute(),
  ]);
  const teamBySlug = new Map(teams.map((t) => [t.slug, t.id]));
  const leagueBySlug = new Map(leagues.map((l) => [l.slug, l.id]));
  let tagCount = 0;

  for (const a of [...articles].sort((x, y) => y.ageHours - x.ageHours || x.key.localeCompare(y.key))) {
    const authorId = authors.get(a.author);
    if (authorId === undefined) throw new Error(`news seed: no editor ${a.author}`);
    const tags = a.tags.map((tag) => {
      const refId = tag.kind === 'team' ? teamBySlug.get(tag.slug) : tag.kind === 'league' ? leagueBySlug.get(tag.slug) : undefined;
      if (refId === undefined) throw new Error(`news seed: ${a.key} tags an unknown ${tag.kind} ${tag.slug}`);
      return { kind: tag.kind, refId };
    });
    const publishedAt = now - a.ageHours * HOUR;
    const body = Object.fromEntries(LOCALES.map((l) => [l, JSON.stringify(articleBody.parse(a.body[l]))])) as Record<(typeof LOCALES)[number], string>;
    const inserted = await db
      .insertInto('newsArticles')
      .values({
        category: a.category,
        type: a.type,
        status: 'published',
        featured: a.featured ? 1 : 0,
        cover: mediaUrl('banner', `${a.motif}-news-${a.key}`),
        authorId,
        fixtureId: null,
        headlineVi: a.headline.vi, headlineEn: a.headline.en, headlineZh: a.headline.zh,
        standfirstVi: a.standfirst.vi, standfirstEn: a.standfirst.en, standfirstZh: a.standfirst.zh,
        bodyVi: body.vi, bodyEn: body.en, bodyZh: body.zh,
        // Older pieces have been read more: a plausible spread for the most-viewed tab.
        viewCount: Math.round(40 + a.ageHours * 3.7 + (a.key.length * 97) % 400),
        publishedAt,
        createdAt: publishedAt - 2 * HOUR,
        updatedAt: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unique = [...new Map(tags.map((t) => [`${t.kind}:${t.refId}`, t])).values()];
    if (unique.length > 0) await insertRows(db, 'newsArticleTags', unique.map((t) => ({ articleId: inserted.id, ...t })));
    tagCount += unique.length;
  }
  return { newsArticles: articles.length, newsArticleTags: tagCount };
}

import { postPath } from '@/lib/domain/feed';
import type { Db } from '@/server/db/client';
import { canSeePost, visiblePosts } from './visibility';

/** How much of a post's text names it in a list of saved items. */
const TITLE_CHARS = 80;

function titleOf(body: string, authorName: string): string {
  const chars = [...body.replace(/\s+/g, ' ').trim()];
  if (chars.length === 0) return authorName;
  return chars.length > TITLE_CHARS ? `${chars.slice(0, TITLE_CHARS - 1).join('')}…` : chars.join('');
}

/** Posts as shared parts (comments, saved items) see them: only what the reader may see exists. */
export const postItems = {
  exists: (db: Db, id: number, readerId: number | null): Promise<boolean> => canSeePost(db, id, readerId),
  async cards(db: Db, ids: readonly number[], readerId: number | null) {
    if (ids.length === 0) return [];
    const rows = await visiblePosts(db, readerId)
      .innerJoin('users as u', 'u.id', 'p.authorId')
      .select((eb) => [
        'p.id', 'p.body', 'u.displayName',
        eb.selectFrom('postImages as i').select('i.path').whereRef('i.postId', '=', 'p.id').orderBy('i.position').limit(1).as('image'),
      ])
      .where('p.id', 'in', [...ids])
      .execute();
    return rows.map((r) => ({ id: r.id, title: titleOf(r.body, r.displayName), href: postPath(r.id), image: r.image ?? null }));
  },
};

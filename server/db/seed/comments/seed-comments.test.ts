import { describe, expect, it } from 'vitest';
import { openDb } from '../../client';
import { migrateToLatest } from '../../migrate';
import { seed, seedNewSections } from '../../seed';
import { COMMENT_THREADS } from './threads';

const NOW = Date.UTC(2026, 10, 25, 3);

describe('the comment seed', () => {
  it('files every demo comment under its article, and again on a database seeded before comments', async () => {
    const db = await openDb({ sqlitePath: ':memory:' });
    try {
      await migrateToLatest(db, 'sqlite');
      const summary = await seed(db, { now: NOW });
      const expected = COMMENT_THREADS.flatMap((t) => t.comments).reduce((n, c) => n + 1 + (c.replies?.length ?? 0), 0);
      // The summary counts the whole table, where the feed's threads under posts sit too.
      const articles = await db.selectFrom('comments').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'article').executeTakeFirstOrThrow();
      expect(Number(articles.n)).toBe(expected);
      expect(summary.commentReactions).toBeGreaterThan(0);
      const orphans = await db.selectFrom('comments as c').leftJoin('newsArticles as a', 'a.id', 'c.itemId').select('c.id').where('c.kind', '=', 'article').where('a.id', 'is', null).execute();
      expect(orphans).toEqual([]);

      // An install seeded before comments existed: the next start adds them, the one after adds nothing.
      await db.deleteFrom('commentReactions').execute();
      await db.deleteFrom('comments').execute();
      expect(await seedNewSections(db, { now: NOW })).toMatchObject({ comments: expected });
      expect(await seedNewSections(db, { now: NOW })).toBeNull();
    } finally {
      await db.destroy();
    }
  });
});

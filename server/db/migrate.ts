import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db, DialectName } from './client';
import { initial } from './migrations/001-initial';
import { live } from './migrations/002-live';
import { feed } from './migrations/003-feed';
import { chat } from './migrations/004-chat';
import { football } from './migrations/005-football';
import { members } from './migrations/006-members';
import { accounts } from './migrations/007-accounts';
import { engagement } from './migrations/008-engagement';
import { community } from './migrations/009-community';
import { safety } from './migrations/010-safety';
import { signIn } from './migrations/011-sign-in';
import { translations } from './migrations/012-translations';
import { search } from './migrations/013-search';
import { scoreboard } from './migrations/014-scoreboard';
import { news } from './migrations/015-news';
import { views } from './migrations/016-views';
import { comments } from './migrations/017-comments';
import { saved } from './migrations/018-saved';
import { highlights } from './migrations/019-highlights';
import { newsSearch } from './migrations/020-news-search';
import { readingHistory } from './migrations/021-reading-history';
import { highlightsSearch } from './migrations/022-highlights-search';
import { mediaPipeline } from './migrations/023-media-pipeline';
import { socialFeed } from './migrations/024-feed';
import { feedSearch } from './migrations/025-feed-search';
import { communityGroups } from './migrations/026-community';
import { communitySearch } from './migrations/027-community-search';
import { pictureDescriptions } from './migrations/028-picture-descriptions';
import { writtenLanguage } from './migrations/029-written-language';

/** One ordered list for both dialects; the dialect only changes how identity columns are declared. */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial': initial(dialect),
    '002-live': live(dialect),
    '003-feed': feed(dialect),
    '004-chat': chat(dialect),
    '005-football': football(dialect),
    '006-members': members(dialect),
    '007-accounts': accounts(dialect),
    '008-engagement': engagement(dialect),
    '009-community': community(dialect),
    '010-safety': safety(dialect),
    '011-sign-in': signIn(dialect),
    '012-translations': translations(),
    '013-search': search(dialect),
    '014-scoreboard': scoreboard(),
    '015-news': news(dialect),
    '016-views': views(),
    '017-comments': comments(dialect),
    '018-saved': saved(),
    '019-highlights': highlights(dialect),
    '020-news-search': newsSearch(dialect),
    '021-reading-history': readingHistory(),
    '022-highlights-search': highlightsSearch(dialect),
    '023-media-pipeline': mediaPipeline(dialect),
    '024-feed': socialFeed(dialect),
    '025-feed-search': feedSearch(dialect),
    '026-community': communityGroups(dialect),
    '027-community-search': communitySearch(dialect),
    '028-picture-descriptions': pictureDescriptions(),
    '029-written-language': writtenLanguage(),
  };
}

export async function migrateToLatest(db: Db, dialect: DialectName): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

import { CamelCasePlugin, DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/schema';
import { inLocale, localizedColumn, translatedColumns } from './localized';

const compileOnly = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

describe('translated text', () => {
  const row = { titleVi: 'Trực tiếp', titleEn: 'Live', titleZh: '直播' };

  it('picks the column of the reader\'s language from a row', () => {
    expect(inLocale(row, 'title', 'vi')).toBe('Trực tiếp');
    expect(inLocale(row, 'title', 'en')).toBe('Live');
    expect(inLocale(row, 'title', 'zh')).toBe('直播');
  });

  it('reads only that column in SQL', () => {
    const query = compileOnly.selectFrom('leagues as l').select(['l.id', localizedColumn('l.name', 'en').as('name')]);
    expect(query.compile().sql).toBe('select "l"."id", "l"."name_en" as "name" from "leagues" as "l"');
    expect(compileOnly.selectFrom('leagues').select(localizedColumn('name', 'zh').as('name')).compile().sql).toBe('select "name_zh" as "name" from "leagues"');
  });

  it('writes one text per language into the three columns', () => {
    expect(translatedColumns('title', { vi: 'Trực tiếp', en: 'Live', zh: '直播' })).toEqual(row);
  });
});

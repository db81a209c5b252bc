import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { siteSearch, type SearchResults } from '@/lib/contract/search';
import type { PostAudience, PostState } from '@/lib/domain/feed';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { TEST_NOW } from '../fixtures/dataset';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { addMember, type TestMember } from './community-fixtures';

const backends = await testBackends();

describe.each(backends)('feed posts and members in the site search on $name', (backend) => {
  let h: Harness;
  let author: TestMember;
  let reader: TestMember;
  beforeAll(async () => {
    h = await openHarness(backend);
    author = await addMember(h.t.db, 'quang.hai.fan', 'Quang Hải Fan');
    reader = await addMember(h.t.db, 'doc.gia', 'Độc Giả');
  });
  afterAll(async () => {
    await h.t.close();
  });

  async function search<K extends 'post' | 'member' | 'group' | 'place'>(text: string, kind: K, token?: string, language = 'vi'): Promise<SearchResults[K]['items']> {
    const res = await call(h.api, `${siteSearch.path}?q=${encodeURIComponent(text)}&kind=${kind}`, { token, headers: { 'x-language': language } });
    expect(res.status).toBe(200);
    return envelope(siteSearch.data).parse(res.body).data[kind].items;
  }
  const addPost = async (body: string, audience: PostAudience = 'public', state: PostState = 'visible', groupId: number | null = null) =>
    (
      await h.t.db
        .insertInto('posts')
        .values({ authorId: author.id, groupId, placeId: null, body, lang: 'vi', audience, state, fixtureId: null, roomId: null, sharedPostId: null, pollQuestion: null, createdAt: TEST_NOW, editedAt: null, updatedAt: TEST_NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('finds a public post by its words, accents and hashtag marks ignored, with its author and first picture', async () => {
    const id = await addPost('Siêu phẩm sút xa của Quang Hải tối qua #VLeague');
    await h.t.db.insertInto('postImages').values({ postId: id, position: 0, path: '/media/uploads/posts/a.webp', width: 800, height: 600 }).execute();
    const [hit] = await search('sieu pham vleague', 'post');
    expect(hit).toMatchObject({ id, author: { userId: author.id, displayName: 'Quang Hải Fan' }, image: '/media/uploads/posts/a.webp', createdAt: TEST_NOW });
    expect(hit?.excerpt).toContain('Siêu phẩm');
    expect(hit?.lang).toBe('vi');
  });

  const addGroup = async (privacy: 'public' | 'private') =>
    (
      await h.t.db
        .insertInto('communityGroups')
        .values({ nameVi: 'Nhóm', nameEn: 'Group', nameZh: '群組', descriptionVi: '', descriptionEn: '', descriptionZh: '', rulesVi: '[]', rulesEn: '[]', rulesZh: '[]', lang: 'vi', privacy, cover: null, teamId: null, creatorId: author.id, createdAt: TEST_NOW, updatedAt: TEST_NOW })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('finds a public group’s post, but a private group’s only for its members', async () => {
    const open = await addPost('nhomcongkhai tran dau', 'public', 'visible', await addGroup('public'));
    expect((await search('nhomcongkhai', 'post')).map((p) => p.id)).toEqual([open]);
    const closed = await addGroup('private');
    await addPost('nhomkin tran dau', 'public', 'visible', closed);
    expect(await search('nhomkin', 'post', reader.token)).toEqual([]);
  });

  it('never finds a friends-only, only-me, held, removed, deleted or group post', async () => {
    await addPost('bimat friends', 'friends');
    await addPost('bimat onlyme', 'onlyMe');
    await addPost('bimat held', 'public', 'held');
    await addPost('bimat removed', 'public', 'removed');
    await addPost('bimat deleted', 'public', 'deleted');
    await addPost('bimat group', 'public', 'visible', await addGroup('private'));
    expect(await search('bimat', 'post')).toEqual([]);
  });

  it('drops a post once it stops being public', async () => {
    const id = await addPost('doimat congkhai');
    expect((await search('doimat', 'post')).map((p) => p.id)).toEqual([id]);
    await h.t.db.updateTable('posts').set({ audience: 'friends' }).where('id', '=', id).execute();
    expect(await search('doimat', 'post')).toEqual([]);
  });

  it('finds members by display name or username, never hidden accounts', async () => {
    await addMember(h.t.db, 'he.thong.an', 'Quang Hải Bot', SITE_ROLE.silent);
    expect((await search('quang hai', 'member')).map((m) => m.username)).toEqual(['quang.hai.fan']);
    expect((await search('doc.gia', 'member')).map((m) => m.userId)).toEqual([reader.id]);
  });

  it('hides members and their posts from each other across a block, either way', async () => {
    await addPost('chan nhau bai viet');
    await h.t.db.insertInto('memberBlocks').values({ blockerId: author.id, blockedId: reader.id, createdAt: TEST_NOW }).execute();
    expect(await search('chan nhau', 'post', reader.token)).toEqual([]);
    expect(await search('quang hai', 'member', reader.token)).toEqual([]);
    expect(await search('doc gia', 'member', author.token)).toEqual([]);
    expect((await search('chan nhau', 'post')).length).toBe(1);
    await h.t.db.deleteFrom('memberBlocks').execute();
  });
  it('finds groups by name or description in any language, private ones too, named in the reader’s language, biggest first', async () => {
    const make = async (nameVi: string, nameEn: string, privacy: 'public' | 'private', memberCount: number) =>
      (
        await h.t.db
          .insertInto('communityGroups')
          .values({ nameVi, nameEn, nameZh: '球迷會', descriptionVi: 'Hội cổ động viên', descriptionEn: 'Supporters club', descriptionZh: '', rulesVi: '[]', rulesEn: '[]', rulesZh: '[]', lang: null, privacy, cover: null, teamId: null, creatorId: author.id, memberCount, createdAt: TEST_NOW, updatedAt: TEST_NOW })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const small = await make('Hội Sông Lam Nghệ An', 'Song Lam Nghe An Fans', 'public', 3);
    const big = await make('Hội Sông Lam Xứ Nghệ', 'Song Lam Heartland', 'private', 40);
    expect((await search('song lam', 'group')).map((g) => [g.id, g.name, g.privacy, g.memberCount])).toEqual([[big, 'Hội Sông Lam Xứ Nghệ', 'private', 40], [small, 'Hội Sông Lam Nghệ An', 'public', 3]]);
    expect((await search('heartland', 'group', undefined, 'en')).map((g) => g.name)).toEqual(['Song Lam Heartland']);
  });

  it('finds places by name or city, named in the reader’s language', async () => {
    const { id } = await h.t.db
      .insertInto('places')
      .values({ kind: 'cafe', venueId: null, nameVi: 'Quán Góc Khán Đài', nameEn: 'Stand Corner Café', nameZh: '看台角落咖啡', addressVi: '', addressEn: '', addressZh: '', city: 'Đà Nẵng', descriptionVi: '', descriptionEn: '', descriptionZh: '', cover: null, createdAt: TEST_NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await search('goc khan dai', 'place')).toEqual([{ id, name: 'Quán Góc Khán Đài', kind: 'cafe', city: 'Đà Nẵng' }]);
    expect((await search('da nang stand', 'place', undefined, 'en')).map((p) => p.name)).toEqual(['Stand Corner Café']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { bannerList, domainList, marqueeHomeList, menu, type Banner, type Menus } from '@/lib/contract/resource';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

describe.each(backends)('home resources on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const labels = (m: Menus) => ({ header: m['header-v4'].map((i) => i.label), nav: m.nav.map((i) => i.label), footer: m.footerv4.map((i) => i.label) });

  describe('menu', () => {
    const postMenu = (body: unknown, lang?: string) =>
      call<Menus>(h.api, '/al/api/live/menu', { method: 'POST', body, headers: lang ? { 'x-language': lang } : {} });

    it('answers the three sections, with rows meant for every location', async () => {
      const res = await postMenu({});
      const data = envelope(menu.data).parse(res.body).data;
      expect(labels(data)).toEqual({ header: ['Trang chủ'], nav: ['Bóng đá'], footer: ['Về chúng tôi'] });
      expect(data.nav[0]).toEqual({ id: 3, label: 'Bóng đá', href: '/lich-truc-tiep/the-thao/bong-da', icon: 'goal', liveModeId: LIVE_MODE.football });
    });

    it('adds the rows of the named location, labelled in the request language', async () => {
      const res = await postMenu({ location: 'zh' }, 'zh');
      expect(labels(res.body.data)).toEqual({ header: ['首頁', '優惠'], nav: ['足球'], footer: ['關於我們'] });
    });

    it('answers only the requested sections', async () => {
      const res = await postMenu({ sections: ['nav'] }, 'en');
      expect(labels(res.body.data)).toEqual({ header: [], nav: ['Football'], footer: [] });
    });

    it('treats an empty body as no options', async () => {
      const res = await call<Menus>(h.api, '/al/api/live/menu', { method: 'POST' });
      expect(res.status).toBe(200);
      expect(res.body.data.nav).toHaveLength(1);
    });

    it.each([
      [{ sections: ['sidebar'] }, 422, 'sections.0: must be one of "header-v4", "footerv4", "nav"'],
      [{ location: 'x'.repeat(17) }, 422, 'location: must have at most 16 characters'],
      [{ location: 7 }, 422, 'location: expected string'],
      [{ place: 'vi' }, 422, 'place: unknown field'],
      [[], 422, 'body: expected object'],
      ['{"location":', 400, 'body: malformed JSON'],
    ])('answers %j with %i', async (body, status, msg) => {
      const res = await postMenu(body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ code: status, msg, data: null });
    });
  });

  describe('marquee', () => {
    it('lists active items in order, in the request language', async () => {
      const vi = envelope(marqueeHomeList.data).parse((await call(h.api, '/other/api/resource/marquee/home-list')).body).data;
      expect(vi).toEqual([
        { id: 2, text: 'Trực tiếp V.League', href: '/lich-truc-tiep' },
        { id: 1, text: 'Chào mừng', href: null },
      ]);
      const en = await call<{ text: string }[]>(h.api, '/other/api/resource/marquee/home-list', { headers: { 'x-language': 'en' } });
      expect(en.body.data.map((m) => m.text)).toEqual(['V.League live', 'Welcome']);
    });
  });

  describe('banner/list', () => {
    const banners = async (qs: string, lang?: string) => {
      const res = await call<Banner[]>(h.api, `/other/api/banner/list${qs}`, { headers: lang ? { 'x-language': lang } : {} });
      expect(res.status).toBe(200);
      return envelope(bannerList.data).parse(res.body).data;
    };

    it('filters by position and shows domain-bound banners only on their domain', async () => {
      expect((await banners('')).map((b) => b.id)).toEqual([1, 3]);
      expect((await banners('?position=home-top')).map((b) => b.id)).toEqual([1]);
      expect((await banners('?position=home-top&domain=partner.example')).map((b) => b.id)).toEqual([1, 2]);
      expect(await banners('?position=nowhere')).toEqual([]);
    });

    it('localises title and subtitle', async () => {
      const [b] = await banners('?position=sidebar', 'en');
      expect(b).toEqual({ id: 3, position: 'sidebar', title: 'Side EN', subtitle: 'Subtitle', image: '/banners/3.webp', href: '/khuyen-mai' });
    });

    it('answers 422 to an over-long position', async () => {
      const res = await call(h.api, `/other/api/banner/list?position=${'p'.repeat(33)}`);
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('position: must have at most 32 characters');
    });
  });

  describe('resource/domain/list', () => {
    it('lists all domains, or the one asked for', async () => {
      const all = envelope(domainList.data).parse((await call(h.api, '/other/api/resource/domain/list')).body).data;
      expect(all).toEqual([
        { id: 1, domain: 'portal.example', name: 'Portal', kind: 'main' },
        { id: 2, domain: 'partner.example', name: 'Partner', kind: 'mirror' },
      ]);
      const one = await call<unknown[]>(h.api, '/other/api/resource/domain/list?domain=partner.example');
      expect(one.body.data).toEqual([all[1]]);
      const none = await call<unknown[]>(h.api, '/other/api/resource/domain/list?domain=unknown.example');
      expect(none.body.data).toEqual([]);
    });
  });

  describe('live/language/v2/list', () => {
    const L = '/other/api/live/language/v2/list';

    it('serves one namespace keyed by its name', async () => {
      const res = await call(h.api, `${L}?locale=en&version=v4&category=home`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ home: { title: 'Home', live: 'Live' } });
    });

    it('serves every namespace of the locale without a category', async () => {
      const res = await call(h.api, `${L}?locale=zh`);
      expect(res.body.data).toEqual({ common: { ok: '確定', cancel: '取消' }, home: { title: '首頁', live: '直播' } });
    });

    it('answers 404 to an unknown category', async () => {
      const res = await call(h.api, `${L}?locale=vi&version=v4&category=nothing`);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('category: no messages named "nothing"');
    });

    it.each([
      ['locale=fr', 'locale: must be one of "vi", "en", "zh"'],
      ['locale=vi&version=v3', 'version: must be "v4"'],
      ['locale=vi&category=../secrets', 'category: has an invalid format'],
      ['version=v4', 'locale: required'],
    ])('answers 422 to %s', async (qs, msg) => {
      const res = await call(h.api, `${L}?${qs}`);
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe(msg);
    });
  });
});

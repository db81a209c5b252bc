import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tip } from '@/lib/contract/room';
import type { TipItem } from '@/lib/contract/tips';
import type { Locale } from '@/lib/domain/locale';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { seedTipsData, TIP_FX, type TipsData } from '../fixtures/tips-data';
import { memberToken } from './auth-tokens';

const backends = await testBackends();
const T = '/live/api/tips';
const WRITTEN_IN_ENGLISH = 'The hosts have won three in a row at home and score freely.';

describe.each(backends)('the language of a tip on $name', (backend) => {
  let h: Harness;
  let data: TipsData;
  let fan: string;
  beforeAll(async () => {
    h = await openHarness(backend);
    data = await seedTipsData(h.t.db);
    fan = await memberToken(h.data.fanId);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const inLanguage = (locale: Locale) => ({ 'x-language': locale });
  const hostTip = async (locale: Locale) => {
    const res = await call<{ items: TipItem[] }>(h.api, `${T}/list?authorId=${data.tipsters.ace}&pageSize=1`, { headers: inLanguage(locale) });
    return res.body.data.items[0];
  };

  it('serves a tip the site wrote in the reader\'s language', async () => {
    expect(await hostTip('vi')).toMatchObject({ analysis: 'Chủ nhà mạnh hơn hẳn về phong độ.', lang: 'vi' });
    expect(await hostTip('en')).toMatchObject({ analysis: 'The hosts are in far better form.', lang: 'en' });
    expect(await hostTip('zh')).toMatchObject({ analysis: '主隊狀態明顯更好。', lang: 'zh' });
  });

  it('keeps a member\'s tip in the language it was written in, wherever it is read', async () => {
    const body = { fixtureId: TIP_FX.football, market: '1x2', selection: 'home', confidence: 4, analysis: WRITTEN_IN_ENGLISH };
    const created = await call<TipItem>(h.api, `${T}/create`, { method: 'POST', body, token: fan, headers: inLanguage('en') });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ analysis: WRITTEN_IN_ENGLISH, lang: 'en' });
    const stored = await h.t.db.selectFrom('tips').select(['lang', 'analysisVi', 'analysisZh']).where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ lang: 'en', analysisVi: WRITTEN_IN_ENGLISH, analysisZh: WRITTEN_IN_ENGLISH });

    for (const locale of ['vi', 'zh'] as const) {
      const detail = await call<{ tip: TipItem }>(h.api, `${T}/detail?id=${created.body.data.id}`, { headers: inLanguage(locale) });
      expect(detail.body.data.tip).toMatchObject({ analysis: WRITTEN_IN_ENGLISH, lang: 'en' });
    }
    const ofMatch = await call<Tip[]>(h.api, `/live/api/schedule/tips?fixtureId=${TIP_FX.football}`, { headers: inLanguage('zh') });
    expect(ofMatch.body.data.find((t) => t.id === created.body.data.id)).toMatchObject({ analysis: WRITTEN_IN_ENGLISH, lang: 'en' });
  });

  it('takes the language of an edit from where the member edits it', async () => {
    const body = { fixtureId: TIP_FX.football, market: 'ou', selection: 'over', confidence: 3, analysis: WRITTEN_IN_ENGLISH };
    const quote = await call<{ overUnder: { line: number } }>(h.api, `${T}/quote?fixtureId=${TIP_FX.football}`);
    const created = await call<TipItem>(h.api, `${T}/create`, { method: 'POST', body: { ...body, line: quote.body.data.overUnder.line }, token: fan, headers: inLanguage('en') });
    expect(created.status).toBe(200);
    const edited = await call<TipItem>(h.api, `${T}/update`, {
      method: 'POST',
      body: { id: created.body.data.id, selection: 'under', line: quote.body.data.overUnder.line, confidence: 3, analysis: '主隊最近三場防守不穩，客隊進攻也乏力，這場我看小球，信心一般。' },
      token: fan,
      headers: inLanguage('zh'),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ analysis: '主隊最近三場防守不穩，客隊進攻也乏力，這場我看小球，信心一般。', lang: 'zh' });
  });
});

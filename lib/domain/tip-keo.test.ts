import { describe, expect, it } from 'vitest';
import {
  myTipsPath,
  tipCategoryByFilterCode,
  tipDetailPath,
  tipEventsPath,
  tipIdFromSlug,
  tipMatchPagePath,
  tipTypeDetailPath,
  winRate,
} from './tip-keo';

describe('tip-keo rules', () => {
  it('counts only won and lost tips in the win rate', () => {
    expect(winRate(['won', 'lost', 'void', null, 'won'])).toBeCloseTo(2 / 3);
    expect(winRate(['void', null])).toBeNull();
  });

  it('maps filter codes to categories', () => {
    expect(tipCategoryByFilterCode(20)?.slug).toBe('bong-ro');
    expect(tipCategoryByFilterCode(24)).toBeUndefined();
  });

  it('round-trips a tip detail slug', () => {
    const path = tipDetailPath({ id: 57, home: 'Hà Nội FC', away: 'Nam Định' });
    expect(path).toBe('/tip-keo/chi-tiet/ha-noi-fc-vs-nam-dinh-57');
    expect(tipIdFromSlug(path.split('/').pop() ?? '')).toBe(57);
    expect(tipIdFromSlug('no-id')).toBeNull();
  });

  it('builds the section paths', () => {
    expect(myTipsPath()).toBe('/tip-keo/tip-cua-toi');
    expect(myTipsPath(812)).toBe('/tip-keo/tip-cua-toi?fixtureId=812');
    expect(tipEventsPath('bong-ro')).toBe('/tip-keo/bong-ro/su-kien');
    expect(tipMatchPagePath('esport', 44)).toBe('/tip-keo/esport/tran-dau/44');
    expect(tipTypeDetailPath('bong-da', 'tai-xiu', { id: 9, home: 'Arsenal', away: 'Chelsea' })).toBe('/tip-keo/bong-da/tai-xiu/arsenal-vs-chelsea-9');
    // Names without Latin letters leave only the id.
    expect(tipTypeDetailPath('esport', 'keo-1x2', { id: 9, home: '龍', away: '虎' })).toBe('/tip-keo/esport/keo-1x2/9');
  });
});

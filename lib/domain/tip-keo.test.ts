import { describe, expect, it } from 'vitest';
import { tipCategoryByFilterCode, tipDetailPath, tipIdFromSlug, winRate } from './tip-keo';

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
});

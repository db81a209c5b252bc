import { describe, expect, it } from 'vitest';
import { isSortOption, parseSortOption, SORT_OPTIONS } from './sort-options';

describe('SORT_OPTIONS', () => {
  it('sorts by most articles, descending', () => {
    expect(SORT_OPTIONS.mostArticle).toBe('mostArticle,desc');
  });

  it('sorts by view count, descending', () => {
    expect(SORT_OPTIONS.viewCount).toBe('viewCount,desc');
  });

  it('accepts "viewCount,desc" as a sort option', () => {
    expect(isSortOption('viewCount,desc')).toBe(true);
  });

  it('rejects a sort that is not offered', () => {
    expect(isSortOption('viewCount,asc')).toBe(false);
  });

  it('splits an option into field and direction', () => {
    expect(parseSortOption('mostArticle,desc')).toEqual({ field: 'mostArticle', direction: 'desc' });
  });
});

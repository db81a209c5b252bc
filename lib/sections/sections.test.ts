import { describe, expect, it } from 'vitest';
import { SECTION_PAGE_CACHE, type PageCachePolicy } from '.';

const sectionFiles = import.meta.glob<{ pageCache?: PageCachePolicy }>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });

describe('the sections', () => {
  it('takes in the page-cache policy of every section file of this folder', () => {
    expect(Object.keys(sectionFiles).length).toBeGreaterThan(1);
    for (const [file, mod] of Object.entries(sectionFiles)) {
      expect(mod.pageCache, `${file} exports its page-cache policy`).toBeDefined();
      expect(SECTION_PAGE_CACHE, file).toContain(mod.pageCache);
    }
  });

  it('declares each cached page once, as a path without its locale prefix', () => {
    const roots = SECTION_PAGE_CACHE.flatMap((p) => [...(p.everyone ?? []), ...(p.guests ?? [])]);
    expect(roots.filter((r, i) => roots.indexOf(r) !== i)).toEqual([]);
    for (const root of roots) expect(root, root).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/);
  });
});

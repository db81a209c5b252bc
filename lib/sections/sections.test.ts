import { describe, expect, it } from 'vitest';
import { SECTION_PAGE_CACHE, SECTIONS, sectionPaths, type Section } from '.';

const sectionFiles = import.meta.glob<Record<string, Section>>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });

describe('the sections', () => {
  it('takes in the section of every file of this folder', () => {
    expect(Object.keys(sectionFiles).length).toBeGreaterThan(1);
    for (const [file, mod] of Object.entries(sectionFiles)) {
      const declared = Object.values(mod);
      expect(declared, `${file} exports one section`).toHaveLength(1);
      expect(SECTIONS, file).toContain(declared[0]);
    }
  });

  it('lists each public page once, for the sitemap', () => {
    const pages = sectionPaths();
    expect(pages).toContain('/');
    expect(pages.filter((p, i) => pages.indexOf(p) !== i)).toEqual([]);
    for (const page of pages) expect(page, page).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/);
  });

  it('declares each cached page once, as a path without its locale prefix', () => {
    const roots = SECTION_PAGE_CACHE.flatMap((p) => [...(p.everyone ?? []), ...(p.guests ?? [])]);
    expect(roots.filter((r, i) => roots.indexOf(r) !== i)).toEqual([]);
    for (const root of roots) expect(root, root).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/);
  });
});

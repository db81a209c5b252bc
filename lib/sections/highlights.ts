import { HIGHLIGHT_CATEGORY_SLUGS, HIGHLIGHTS_ROOT, highlightListPath, highlightTypesOf } from '@/lib/domain/highlights';
import type { Section } from '.';

/** Highlights: every sport and each sport's types; single clips have their own (video) sitemap part. */
export const highlights: Section = {
  pageCache: { everyone: [HIGHLIGHTS_ROOT] },
  publicPages: [
    HIGHLIGHTS_ROOT,
    ...HIGHLIGHT_CATEGORY_SLUGS.flatMap((category) => [highlightListPath(category), ...highlightTypesOf(category).map((type) => highlightListPath(category, type))]),
  ],
};

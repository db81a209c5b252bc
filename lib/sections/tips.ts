import { myTipsPath, TIP_CATEGORIES, TIP_EVENTS_SLUG, TIP_ROOT, TIP_TYPES, tipCategoryPath } from '@/lib/domain/tip-keo';
import type { Section } from '.';

/** Tips: each category with its events and tip types; single tips have their own sitemap part. */
export const tips: Section = {
  // Tips and tipsters look the same to everyone; a member's own tips are drawn with their session.
  pageCache: { everyone: [TIP_ROOT], guests: [myTipsPath()] },
  publicPages: [
    TIP_ROOT,
    ...TIP_CATEGORIES.flatMap((c) => [
      tipCategoryPath(c.slug),
      `${tipCategoryPath(c.slug)}/${TIP_EVENTS_SLUG}`,
      ...TIP_TYPES.map((t) => `${tipCategoryPath(c.slug)}/${t.slug}`),
    ]),
  ],
};

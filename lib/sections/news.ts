import { NEWS_CATEGORY_SLUGS, NEWS_ROOT, NEWS_TABS, NEWS_TYPE_SLUGS, newsListPath } from '@/lib/domain/news';
import type { Section } from '.';

const RECOMMENDED = `${NEWS_ROOT}/de-xuat`;

/** News: the tabs, each sport and each sport's types; single articles have their own sitemap part. */
export const news: Section = {
  // Articles read the same for everyone; the recommended tab is ordered for the member asking.
  pageCache: { everyone: [NEWS_ROOT], guests: [RECOMMENDED] },
  publicPages: [
    NEWS_ROOT,
    ...NEWS_TABS.map((tab) => `${NEWS_ROOT}/${tab}`).filter((path) => path !== RECOMMENDED),
    ...NEWS_CATEGORY_SLUGS.flatMap((category) => [newsListPath(category), ...NEWS_TYPE_SLUGS.map((type) => newsListPath(category, type))]),
  ],
};

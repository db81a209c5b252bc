import { clipPath, clipStreamPath } from '@/lib/domain/highlights';
import { LOCALES } from '@/lib/domain/locale';
import { VIDEO_SITEMAP } from '@/lib/domain/sitemap';
import type { VideoSitemapEntry } from '@/lib/seo/video-sitemap-xml';
import type { Db } from '@/server/db/client';
import { publishedClips, toClipSummary } from './clip-rows';

/** The newest published clips, once per language, with their titles in it. */
export async function videoSitemapEntries(db: Db, now = Date.now()): Promise<VideoSitemapEntry[]> {
  const perLocale = Math.floor(VIDEO_SITEMAP.maxUrls / LOCALES.length);
  const lists = await Promise.all(
    LOCALES.map(async (locale) => {
      const rows = await publishedClips(db, locale, now).orderBy('c.publishedAt', 'desc').orderBy('c.id', 'desc').limit(perLocale).execute();
      return rows.map((r) => {
        const clip = toClipSummary(r);
        return {
          locale,
          path: clipPath(clip),
          title: clip.title,
          // The title says what the clip shows; a sitemap wants a description, so it repeats it.
          description: clip.title,
          thumbnail: clip.poster,
          content: clipStreamPath(clip.id),
          durationSeconds: clip.durationSeconds,
          publishedAt: clip.publishedAt,
          viewCount: clip.viewCount,
        };
      });
    }),
  );
  return lists.flat();
}

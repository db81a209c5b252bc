import { getTranslations } from 'next-intl/server';
import type { MatchMoments } from '@/components/live-room/event-timeline';
import { highlightDetailQuery, highlightListQuery } from '@/lib/api/queries/highlights';
import { clipPath, MATCH_PACKAGE_TYPE } from '@/lib/domain/highlights';
import { serverData } from '@/server/api/server-query';

/**
 * The match's highlight package, if it has one: its page, and a link from each event that has a
 * chapter to that moment of it. Highlights missing or failing leave the match page as it was.
 */
export async function highlightMoments(fixtureId: number): Promise<MatchMoments | null> {
  const list = await serverData(highlightListQuery({ fixtureId, type: MATCH_PACKAGE_TYPE, pageNum: 1, pageSize: 1 }));
  const clip = list?.items[0];
  if (!clip) return null;
  const [detail, t] = await Promise.all([serverData(highlightDetailQuery(clip.id)), getTranslations('highlights')]);
  const events: MatchMoments['events'] = {};
  for (const c of detail?.clip.chapters ?? []) {
    if (c.eventSeq !== null && c.minute !== null) events[c.eventSeq] = { href: clipPath(clip, c.atSeconds), label: t('eventLink', { minute: c.minute }) };
  }
  return { href: clipPath(clip), label: t('matchLinkLabel', { home: clip.match?.home ?? '', away: clip.match?.away ?? '' }), text: t('matchLink'), events };
}

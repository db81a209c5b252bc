import { HIGHLIGHT_TYPES, type HighlightCategory, type HighlightType, type HighlightTypeKey } from '@/lib/domain/highlights';
import type { Motif } from './banner-motifs';
import { mediaUrl } from './urls';

/** Each sport's poster art: its own ground, so a billiards clip never shows a football pitch. */
export const POSTER_MOTIF: Record<HighlightCategory, Motif> = {
  'bong-da': 'stadium',
  'bong-ro': 'court',
  esport: 'esport',
  tennis: 'tennis',
  'bong-chuyen': 'volley',
  billiard: 'billiard',
};

/** The second word of a clip poster's seed; the third names its type's badge (`court-clip-goals-12-0`). */
export const POSTER_WORD = 'clip';

const keyOf = (type: HighlightType): HighlightTypeKey => HIGHLIGHT_TYPES.find((t) => t.slug === type)?.key ?? 'extended';

/** A clip's poster: its sport's banner art with its type's badge, stable per match and clip. */
export function clipPosterUrl(category: HighlightCategory, type: HighlightType, fixtureId: number, n: number): string {
  return mediaUrl('banner', `${POSTER_MOTIF[category]}-${POSTER_WORD}-${keyOf(type)}-${fixtureId}-${n}`);
}

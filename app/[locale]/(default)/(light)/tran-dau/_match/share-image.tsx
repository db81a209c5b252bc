import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { parseMatchRoute } from '@/components/football/match/match-route';
import { MatchCard } from '@/components/share-card/match-card';
import { matchCardText } from '@/components/share-card/match-card-text';
import { SHARE_CARD_ID, SHARE_CARD_SIZE, SHARE_CARD_TYPE } from '@/lib/domain/share-card';
import type { MatchDetail } from '@/lib/contract/football-match';
import type { Locale } from '@/lib/domain/locale';
import { routing } from '@/lib/i18n/routing';
import { ApiError } from '@/server/api/errors';
import { getDb } from '@/server/db/client';
import { footballMatchDetail } from '@/server/services/match-detail';
import { CARD_FONT_FAMILY } from '@/server/share-card/fonts';
import { crestPicture } from '@/server/share-card/pictures';
import { cardNotFound, cardResponse } from '@/server/share-card/respond';

export interface MatchImageParams {
  locale: string;
  pair: string;
  staticId: string;
}

/**
 * A card is fetched past the locale middleware, so the API's calls could not tell its language; like
 * the other route handlers it reads the match itself, in the language its address names.
 */
async function findMatchIn(locale: Locale, staticId: number): Promise<MatchDetail | null> {
  try {
    return await footballMatchDetail(await getDb(), { staticId }, { locale });
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return null;
    throw err;
  }
}

/** The match a card address names, or null for a locale, path or match that does not exist. */
async function matchFor({ locale, pair, staticId }: MatchImageParams) {
  if (!hasLocale(routing.locales, locale)) return null;
  let route: ReturnType<typeof parseMatchRoute>;
  try {
    route = parseMatchRoute(decodeURIComponent(pair), staticId, undefined);
  } catch {
    return null;
  }
  const detail = route ? await findMatchIn(locale, route.staticId) : null;
  return detail ? { match: detail.match, locale } : null;
}

/** The match page's one share card, with its alt text in the page's language; none for an unknown match (404). */
export async function matchImageMetadata(params: MatchImageParams) {
  const found = await matchFor(params);
  if (!found) return [];
  const { match, locale } = found;
  const t = await getTranslations({ locale, namespace: 'shareCard' });
  return [{ id: SHARE_CARD_ID, alt: t('matchAlt', { home: match.home, away: match.away, league: match.league.name }), size: SHARE_CARD_SIZE, contentType: SHARE_CARD_TYPE }];
}

/** The match's card as PNG: crests, names, league, score or kick-off, state. */
export async function matchShareImage(params: MatchImageParams): Promise<Response> {
  const found = await matchFor(params);
  if (!found) return cardNotFound();
  const { match, locale } = found;
  const text = await matchCardText(match, locale);
  const { localteam, visitorteam } = match;
  return cardResponse({
    state: JSON.stringify([locale, match.fixtureId, text, localteam.logo, visitorteam.logo]),
    phase: text.phase,
    ifNoneMatch: (await headers()).get('if-none-match'),
    draw: async (drawable) => {
      const [homeCrest, awayCrest] = await Promise.all([crestPicture(localteam.logo, localteam.name, 380), crestPicture(visitorteam.logo, visitorteam.name, 380)]);
      return (
        <MatchCard
          fontFamily={CARD_FONT_FAMILY}
          league={drawable(text.league)}
          home={{ name: drawable(text.homeName), crest: homeCrest }}
          away={{ name: drawable(text.awayName), crest: awayCrest }}
          centre={text.centre}
          caption={text.caption}
          corner={text.corner}
          footer={text.footer}
        />
      );
    },
  });
}

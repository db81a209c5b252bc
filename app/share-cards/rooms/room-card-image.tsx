import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { isAlwaysOnMode } from '@/components/live-room/room-kind';
import { RoomCard } from '@/components/share-card/room-card';
import { matchCardText } from '@/components/share-card/match-card-text';
import { parseCardFile } from '@/lib/domain/share-card';
import { routing } from '@/lib/i18n/routing';
import { CARD_FONT_FAMILY } from '@/server/share-card/fonts';
import { avatarPicture, crestPicture } from '@/server/share-card/pictures';
import { cardNotFound, cardResponse } from '@/server/share-card/respond';
import { loadRoom } from '@/app/[locale]/(liveroom)/truc-tiep/[...slug]/load-room';

/** The room a card address names, or null for a locale or room that does not exist. */
async function roomFor(locale: string, file: string) {
  if (!hasLocale(routing.locales, locale)) return null;
  const card = parseCardFile(file);
  const room = card === null ? null : await loadRoom(card.roomId, locale);
  return room && card ? { room, locale, format: card.format } : null;
}

/** The room's card (PNG, or WebP for its player's poster): the commentator, the title, the match and whether it is on air. */
export async function roomShareImage(rawLocale: string, file: string): Promise<Response> {
  const found = await roomFor(rawLocale, file);
  if (!found) return cardNotFound();
  const { room, locale, format } = found;
  const [t, matchText] = await Promise.all([getTranslations({ locale, namespace: 'shareCard' }), matchCardText(room.match, locale)]);
  const alwaysOn = isAlwaysOnMode(room.liveModeId);
  const { host, match } = room;
  const card = {
    title: room.title,
    hostName: host.displayName,
    hostLabel: t('commentator'),
    corner: room.onAir ? { kind: 'live' as const, label: alwaysOn ? t('onAir') : t('live') } : alwaysOn ? null : matchText.corner,
    footer: alwaysOn ? matchText.league : `${matchText.league} · ${matchText.footer}`,
  };
  return cardResponse({
    state: JSON.stringify([locale, room.roomId, card, alwaysOn || matchText, host.profilePicture, match.localteam.logo, match.visitorteam.logo]),
    phase: room.onAir ? 'live' : matchText.phase,
    format,
    ifNoneMatch: (await headers()).get('if-none-match'),
    draw: async (drawable) => {
      const [avatar, homeCrest, awayCrest] = await Promise.all([
        avatarPicture(host.profilePicture, host.displayName, 208),
        crestPicture(match.localteam.logo, match.localteam.name, 192),
        crestPicture(match.visitorteam.logo, match.visitorteam.name, 192),
      ]);
      const versus = alwaysOn ? null : { home: { name: drawable(matchText.homeName), crest: homeCrest }, away: { name: drawable(matchText.awayName), crest: awayCrest }, versus: t('versus') };
      return (
        <RoomCard
          fontFamily={CARD_FONT_FAMILY}
          title={drawable(card.title)}
          host={{ name: drawable(card.hostName), avatar, label: card.hostLabel }}
          match={versus}
          corner={card.corner}
          footer={drawable(card.footer)}
        />
      );
    },
  });
}

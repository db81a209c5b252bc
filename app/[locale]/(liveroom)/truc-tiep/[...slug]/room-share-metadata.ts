import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { BRAND_NAME } from '@/components/layout/brand';
import type { RoomDetail } from '@/lib/contract/room';
import type { Locale } from '@/lib/domain/locale';
import { roomCardPath, SHARE_CARD_SIZE } from '@/lib/domain/share-card';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { sharedPageMetadata } from '@/lib/seo/page-metadata';
import { requestOrigin } from '@/lib/seo/site-origin';

/**
 * The room's OpenGraph and Twitter cards with the room's own picture. A page's cards replace the
 * layout's whole, so they are built by the same helper with the picture swapped in.
 */
export async function roomShareMetadata(room: RoomDetail, locale: Locale): Promise<Pick<Metadata, 'openGraph' | 'twitter'>> {
  const [t, requestHeaders] = await Promise.all([getTranslations({ locale, namespace: 'shareCard' }), headers()]);
  const { openGraph, twitter } = sharedPageMetadata({
    origin: requestOrigin(requestHeaders),
    target: requestHeaders.get(PAGE_HEADERS.target) ?? `/${locale}`,
    siteName: BRAND_NAME,
    image: { url: roomCardPath(locale, room.roomId), ...SHARE_CARD_SIZE, alt: t('roomAlt', { host: room.host.displayName, title: room.title }) },
  });
  return { openGraph, twitter };
}

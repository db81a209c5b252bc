import type { Metadata } from 'next';
import { LOCALES, OG_LOCALE } from '@/lib/domain/locale';
import { OG_IMAGE } from '@/lib/domain/brand-assets';
import { alternatesOf, pageAddressOf } from './alternates';

interface SharedMetadataInput {
  /** The site's origin, absolute ("https://sannha.vn"). */
  origin: string;
  /** The request target ("/en/tip-keo?page=2"). */
  target: string;
  siteName: string;
  /** The page's own card (a live room's), instead of the site's share card. */
  image?: { url: string; width: number; height: number; alt: string };
}

/**
 * What every page's head carries whatever the page: its canonical address, the same page in the
 * other languages, and OpenGraph / Twitter cards. Titles and descriptions come from the page itself:
 * Next copies them into the cards when the cards do not set their own.
 */
export function sharedPageMetadata({ origin, target, siteName, image }: SharedMetadataInput): Metadata {
  const page = pageAddressOf(target);
  const card = image ?? { url: OG_IMAGE.src, width: OG_IMAGE.width, height: OG_IMAGE.height, alt: siteName };
  const { canonical, languages } = alternatesOf(origin, page);
  return {
    metadataBase: new URL(origin),
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      siteName,
      url: canonical,
      locale: OG_LOCALE[page.locale],
      alternateLocale: LOCALES.filter((l) => l !== page.locale).map((l) => OG_LOCALE[l]),
      images: [card],
    },
    twitter: { card: 'summary_large_image', images: [card] },
  };
}

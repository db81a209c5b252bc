import { randomFor } from '@/lib/random/seeded';
import { isMotif, MOTIFS, type Motif } from './banner-motifs';
import { clipBadge } from './banner-motifs/badges';

/** The motif a seed asks for by its first word (`gifts-promo-x`); anything else, including seeds stored before motifs existed, is a stadium. */
export function motifOf(seed: string): Motif {
  const word = seed.split('-', 1)[0] ?? '';
  return isMotif(word) ? word : 'stadium';
}

/** A clip poster's seed (`court-clip-goals-12-0`) names its type's badge in its third word. */
function badgeOf(seed: string): string {
  const [, second, third] = seed.split('-', 3);
  return second === 'clip' && third ? clipBadge(third) : '';
}

/** A wide 16:6 hero image whose motif follows the seed. No text: pages render titles over the lower left. */
export function bannerSvg(seed: string): string {
  const art = MOTIFS[motifOf(seed)](randomFor(`banner:${seed}`));
  const badge = badgeOf(seed);
  return badge ? `${art.slice(0, -'</svg>'.length)}${badge}</svg>` : art;
}

import { randomFor } from '@/lib/random/seeded';
import { isMotif, MOTIFS, type Motif } from './banner-motifs';

/** The motif a seed asks for by its first word (`gifts-promo-x`); anything else, including seeds stored before motifs existed, is a stadium. */
export function motifOf(seed: string): Motif {
  const word = seed.split('-', 1)[0] ?? '';
  return isMotif(word) ? word : 'stadium';
}

/** A wide 16:6 hero image whose motif follows the seed. No text: pages render titles over the lower left. */
export function bannerSvg(seed: string): string {
  return MOTIFS[motifOf(seed)](randomFor(`banner:${seed}`));
}

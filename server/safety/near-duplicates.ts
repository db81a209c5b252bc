import { NEAR_DUPLICATE_MIN_LETTERS, NEAR_DUPLICATE_REPEATS, NEAR_DUPLICATE_SIMILARITY } from '@/lib/domain/spam';
import { foldText } from '@/lib/format/fold';

/** The letters of a text, folded: a copy with other emoji, digits or spacing is still the same text. */
const lettersOf = (text: string) => foldText(text).replace(/[^\p{L}]/gu, '');

function trigrams(letters: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i += 1) grams.add(letters.slice(i, i + 3));
  return grams;
}

/** Shared trigrams over all trigrams of the two (Jaccard), from 0 (nothing alike) to 1. */
function jaccard(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared += 1;
  return shared / (x.size + y.size - shared);
}

export const similarity = (a: string, b: string): number => jaccard(trigrams(lettersOf(a)), trigrams(lettersOf(b)));

/** Whether `text` is at least the NEAR_DUPLICATE_REPEATS-th near-copy of what the member wrote before. */
export function repeatsOf(text: string, earlier: readonly string[]): boolean {
  const letters = lettersOf(text);
  if (letters.length < NEAR_DUPLICATE_MIN_LETTERS) return false;
  const grams = trigrams(letters);
  let copies = 0;
  for (const before of earlier) {
    if (jaccard(grams, trigrams(lettersOf(before))) >= NEAR_DUPLICATE_SIMILARITY) copies += 1;
    if (copies >= NEAR_DUPLICATE_REPEATS) return true;
  }
  return false;
}

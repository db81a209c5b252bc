import { foldText } from '@/lib/format/fold';
import {
  BETTING_WORDS,
  BOOKMAKER_BRANDS,
  CALLS_TO_ACT,
  GIFT_AMOUNT,
  LINK_SHORTENERS,
  MESSENGER_LINKS,
  MESSENGERS,
  PROMOTION_PHRASES,
  type SpamReason,
} from '@/lib/domain/spam';
import { repeatsOf } from './near-duplicates';

export interface SpamVerdict {
  held: boolean;
  reasons: SpamReason[];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words or phrases of folded text: "keo" must not match inside "keoj", "ib" inside "ibrahimovic". */
const wordsPattern = (words: readonly string[]) => new RegExp(`(?<![a-z0-9])(?:${words.map(escape).join('|')})(?![a-z0-9])`, 'g');
const hostsPattern = (hosts: readonly string[]) => new RegExp(`(?<![a-z0-9.-])(?:${hosts.map(escape).join('|')})(?:/|(?![a-z0-9.-]))`);

const BRANDS = wordsPattern(BOOKMAKER_BRANDS);
const PROMOTION = wordsPattern(PROMOTION_PHRASES);
const BETTING = wordsPattern(BETTING_WORDS);
const CALLS = wordsPattern(CALLS_TO_ACT);
const MESSENGER = wordsPattern(MESSENGERS);
/** A messenger followed by an id: "zalo: abc", "tele=xyz". */
const MESSENGER_ID = new RegExp(`(?<![a-z0-9])(?:${MESSENGERS.map(escape).join('|')})\\s*[:=]\\s*\\S`);
const SHORTENER = hostsPattern(LINK_SHORTENERS);
const MESSENGER_LINK = hostsPattern(MESSENGER_LINKS);
/** A link or a bare domain ("abc.vip", "www.x.com"): promoters leave off the scheme. */
const LINK = /https?:\/\/|www\.|(?<![a-z0-9.-])[a-z0-9-]{2,}\.(?:com|net|vip|xyz|top|club|bet|cc|me|io|info|online|site|live|win|fun|pro|app|link|tv|vn)(?![a-z0-9])/;
/** A Vietnamese phone number once separators are gone: 0 or 84 and nine digits (mobile 03–09, landline 02). */
const PHONE = /(?<!\d)(?:0|84)[235789]\d{8}(?!\d)/;
const HANDLE = /(?<![a-z0-9])@[a-z0-9_.]{3,}/;
const LONG_NUMBER = /\d{6,}/;

/**
 * The forms a promoter hides words in: "z.a.l.o", "z a l o", "bit . ly", "bit[.]ly", "0912.345.678",
 * "o9l2 345 678" (letters for digits inside a number). Each gives the folded text another reading.
 */
function readings(text: string): { folded: string; joined: string; digits: string } {
  const folded = foldText(text).replace(/\s*(?:\[\.\]|\(\.\)|\(dot\)|\[dot\]|\s(?:dot|cham)\s)\s*/g, '.').replace(/\s*\.\s*/g, '.');
  // Single characters split by spaces or dots are joined back: "z a l o", "t.e.l.e".
  const joined = folded.replace(/(?<![a-z0-9])(?:[a-z0-9][\s._-]){2,}[a-z0-9](?![a-z0-9])/g, (run) => run.replace(/[\s._-]/g, ''));
  const digits = folded
    .replace(/(?<![a-z])o(?=\d)|(?<=\d[\s.\-()]*)o(?=[\s.\-()]*\d)/g, '0')
    .replace(/(?<=\d[\s.\-()]*)l(?=[\s.\-()]*\d)/g, '1')
    .replace(/\+?(\d)[\s.\-()]+(?=\d)/g, '$1')
    .replace(/\+(?=\d)/g, '');
  return { folded, joined, digits };
}

/** How many different words of a list appear: the same word in two readings counts once. */
const count = (pattern: RegExp, text: string) => new Set(text.match(pattern)).size;

/**
 * Whether a post, comment or chat message is held for a moderator, and why. `earlier` is what the
 * same member wrote in the last NEAR_DUPLICATE_WINDOW_MINUTES, newest first.
 */
export function judgeText(text: string, earlier: readonly string[] = []): SpamVerdict {
  const { folded, joined, digits } = readings(text);
  const both = `${folded}\n${joined}`;
  const reasons = new Set<SpamReason>();
  const phone = PHONE.test(digits);
  const link = LINK.test(folded) || LINK.test(joined);
  const calls = count(CALLS, both) > 0;

  if (phone) reasons.add('phone-number');
  if (SHORTENER.test(folded) || SHORTENER.test(joined)) reasons.add('link-shortener');
  if (MESSENGER_LINK.test(folded) || MESSENGER_LINK.test(joined)) reasons.add('contact-handle');
  const messenger = count(MESSENGER, both) > 0;
  if (messenger && (phone || HANDLE.test(folded) || LONG_NUMBER.test(digits) || MESSENGER_ID.test(both))) reasons.add('contact-handle');

  const promotions = count(PROMOTION, both) + (GIFT_AMOUNT.test(folded) ? 1 : 0);
  const betting = count(BETTING, both) > 0;
  // Odds words are the site's own talk; beside a link elsewhere, or a messenger and a call to join, they sell.
  const promoted = promotions > 1 || (promotions > 0 && (calls || link || betting)) || (betting && (link || (calls && messenger)));
  if (count(BRANDS, both) > 0 || promoted) reasons.add('gambling');

  if (repeatsOf(text, earlier)) reasons.add('near-duplicate');
  return { held: reasons.size > 0, reasons: [...reasons] };
}

/**
 * What the spam filter holds for review in posts, comments and live chat, tuned to Vietnamese sports
 * talk: betting-agent promotion, phone numbers, messenger handles, link shorteners and a member saying
 * the same thing again and again. Words are matched on folded text (lib/format/fold: no diacritics,
 * lowercase), so "Nhà cái", "nha cai" and "NHÀ CÁI" are one phrase.
 *
 * Odds talk is the site's own subject ("kèo", "tài xỉu", "tỷ lệ", "casino" streams): those words alone
 * never hold a message; they count only beside a call to contact someone or a link.
 */
export const SPAM_REASONS = ['gambling', 'phone-number', 'contact-handle', 'link-shortener', 'near-duplicate'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** Bookmakers and prize-game brands that advertise in Vietnamese sports chat: any mention is promotion. */
export const BOOKMAKER_BRANDS: readonly string[] = [
  'fb88', 'w88', 'm88', 'v9bet', '188bet', '12bet', '8xbet', 'kubet', 'fun88', 'jun88', 'hi88', 'new88', 'f8bet', 'shbet',
  '789bet', 'bk8', 'vn88', 'mu88', '33win', '8kbet', 'go88', 'sunwin', 'hitclub', 'rikvip', 'twin68', 'iwin', '123b', 'mb66',
  'ae888', 'kingbet', 'five88', 'debet', 'qh88', 'lucky88', 'oxbet', 'bet365', '1xbet', 'okvip', 'j88', 'u888', 'xoso66',
];

/** Phrases that only a promoter writes: a deposit bonus, a "sure" tip for sale, prize games. */
export const PROMOTION_PHRASES: readonly string[] = [
  'nha cai uy tin', 'khuyen mai nap', 'nap dau', 'hoan tra', 'thuong nap', 'tan thu', 'giftcode', 'doi thuong', 'no hu', 'ban ca',
  'keo vip', 'tip vip', 'nhom keo', 'bao keo', 'an chac', 'bao an', 'bao lo', 'soi cau', 'lo de', 'danh de', 'casino truc tuyen',
  'rut tien', 'nap tien', 'dang ky nhan qua', 'dang ky nhan thuong', 'link vao', 'link dang ky', 'x2 tai khoan', 'cam ket thang', 'lai 100%',
  'kiem tien', 'thu nhap', 'free bet', 'freebet', 'welcome bonus', 'hoan tien cuoc', 'go lai tien', 'go tien', 'ai can keo', 'ai can tip',
  'ban tip', 'ban keo', 'mua tip', 'mua keo',
];

/** Money handed out to sign up ("tặng 88k", "nhận ngay 100K"): folded text, amounts in thousands. */
export const GIFT_AMOUNT = /(?<![a-z0-9])(?:tang|nhan|thuong)(?:\s+ngay)?\s+\d{2,4}\s?k(?![a-z0-9])/;

/** Odds talk the site's viewers share honestly; a promoter uses it too, so it counts only beside a call to act. */
export const BETTING_WORDS: readonly string[] = ['nha cai', 'ca cuoc', 'ca do', 'keo', 'tai xiu', 'casino', 'slot', 'cuoc', 'ty le', 'odds', 'bet'];

/** Asking the reader to get in touch or sign up. Matched as whole words. */
export const CALLS_TO_ACT: readonly string[] = [
  'inbox', 'ib', 'lien he', 'lh', 'nhan tin', 'ket ban', 'dang ky', 'dk', 'dky', 'truy cap', 'tai app', 'click', 'vao nhom',
  'tham gia', 'add', 'call', 'goi ngay', 'nhan ngay', 'alo', 'de lai sdt', 'de lai so', 'vao link', 'tu van',
];

/** Messengers a promoter moves a conversation to; a handle or number beside one is held. */
export const MESSENGERS: readonly string[] = ['zalo', 'zl', 'tele', 'telegram', 'tlg', 'wechat', 'viber', 'whatsapp', 'skype', 'kakaotalk'];

/** Hosts of link shorteners, which hide where a link goes. */
export const LINK_SHORTENERS: readonly string[] = [
  'bit.ly', 'tinyurl.com', 'cutt.ly', 'shorturl.at', 'rb.gy', 'is.gd', 't.ly', 'tiny.cc', 'ow.ly', 's.id', 'rebrand.ly', 'bom.so',
  'bom.to', 'v.ht', 'goo.su', 'shorten.asia', 'goo.gl', 'tinyl.io', 'urlz.fr', 'lnk.to', 'linktr.ee', 'bitly.com', 'shorte.st',
];

/** Hosts that open a messenger chat with someone: always a contact handle. */
export const MESSENGER_LINKS: readonly string[] = ['t.me', 'zalo.me', 'wa.me', 'm.me'];

/** A member's texts within this many minutes are compared; this many near-copies before it hold the next. */
export const NEAR_DUPLICATE_WINDOW_MINUTES = 10;
export const NEAR_DUPLICATE_REPEATS = 2;
/** How alike two texts must be (shared letter trigrams over all, 0–1) to count as the same message. */
export const NEAR_DUPLICATE_SIMILARITY = 0.75;
/** Shorter texts ("vào!!!", "hay quá") are said again and again honestly and are never compared. */
export const NEAR_DUPLICATE_MIN_LETTERS = 16;

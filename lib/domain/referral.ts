/** Referral codes use letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const REFERRAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 6;
/** Paid to the referrer once per referred member, when that member has verified their phone. */
export const REFERRAL_REWARD_POINTS = 100;

const CODE_RE = new RegExp(`^[${REFERRAL_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function isReferralCode(value: string): boolean {
  return CODE_RE.test(value);
}

/** The invitation link's path: the home page reads `ref` and keeps it for the register form. */
export const referralPath = (code: string): string => `/?ref=${encodeURIComponent(code)}`;

/** A fresh code from `random` (0..1), e.g. crypto-backed on the server. */
export function makeReferralCode(random: () => number): string {
  let out = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) out += REFERRAL_ALPHABET[Math.floor(random() * REFERRAL_ALPHABET.length)] ?? '2';
  return out;
}

export { escapeXml } from '@/lib/format/escape-xml';

/** Drops control characters (not allowed in XML 1.0) and keeps at most `max` characters. */
export function cleanLabel(text: string, max: number): string {
  const printable = text.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, '').trim();
  return Array.from(printable).slice(0, max).join('').toLocaleUpperCase('vi');
}

/** "ha-noi-fc" or "Hà Nội FC" → "HNF"; at most `max` letters. */
export function initialsOf(seed: string, max: number): string {
  const words = seed.split(/[\s\-_.]+/).filter((w) => /\p{L}|\p{N}/u.test(w));
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? Array.from(words[0] ?? '').slice(0, 2) : words.map((w) => Array.from(w)[0] ?? '');
  return cleanLabel(letters.join(''), max) || '?';
}

/** A font size that fits `label` into `width` user units. */
export function fitFontSize(label: string, width: number, max: number): number {
  const n = Math.max(1, Array.from(label).length);
  return Math.min(max, Math.floor((width / (n * 0.72)) * 10) / 10);
}

export const FONT_FAMILY = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

/** "Nguyễn Văn An" → "NA": first letters of the first and last words. */
export function nameInitials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean).map((w) => Array.from(w)[0] ?? '');
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return cleanLabel(picked.join(''), 2);
}

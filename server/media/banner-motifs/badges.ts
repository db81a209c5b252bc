import type { HighlightTypeKey } from '@/lib/domain/highlights';

/** Where a clip poster's badge sits: top right, inside what a 16:9 card keeps of the 16:6 art. */
const X = 1240;
const Y = 92;
const R = 54;

const ICONS: Record<HighlightTypeKey, string> = {
  // A play button: the recap.
  extended: `<path d="M-16,-26 L28,0 L-16,26Z" fill="#fff"/>`,
  // A clock face: the whole match.
  fullMatch: `<circle r="28" fill="none" stroke="#fff" stroke-width="6"/><path d="M0,-17 L0,0 L13,9" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A football: the goals.
  goals: `<circle r="28" fill="#fff"/><path d="M0,-11 L10.5,-3.4 L6.5,8.9 L-6.5,8.9 L-10.5,-3.4Z" fill="#111827"/><g stroke="#111827" stroke-width="3"><line x1="0" y1="-11" x2="0" y2="-28"/><line x1="10.5" y1="-3.4" x2="26" y2="-9"/><line x1="6.5" y1="8.9" x2="16" y2="22"/><line x1="-6.5" y1="8.9" x2="-16" y2="22"/><line x1="-10.5" y1="-3.4" x2="-26" y2="-9"/></g>`,
  // A keeper's glove: the saves.
  saves: `<g fill="#fff"><rect x="-20" y="-6" width="40" height="34" rx="10"/><rect x="-20" y="-30" width="9" height="30" rx="4.5"/><rect x="-9" y="-34" width="9" height="34" rx="4.5"/><rect x="2" y="-32" width="9" height="32" rx="4.5"/><rect x="13" y="-26" width="9" height="26" rx="4.5"/><rect x="-32" y="-2" width="14" height="9" rx="4.5" transform="rotate(-35 -25 2)"/></g>`,
  // A microphone: the interviews.
  interview: `<rect x="-11" y="-30" width="22" height="36" rx="11" fill="#fff"/><path d="M-20,-2 Q-20,18 0,18 Q20,18 20,-2" fill="none" stroke="#fff" stroke-width="5"/><line x1="0" y1="18" x2="0" y2="30" stroke="#fff" stroke-width="5"/><line x1="-12" y1="30" x2="12" y2="30" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
};

const isTypeKey = (value: string): value is HighlightTypeKey => Object.hasOwn(ICONS, value);

/** A clip type's badge: a dark disc with the type's icon, or nothing for an unknown key. */
export function clipBadge(key: string): string {
  if (!isTypeKey(key)) return '';
  return `<g transform="translate(${X} ${Y})"><circle r="${R}" fill="#0b0f19" fill-opacity="0.72" stroke="#ffffff" stroke-opacity="0.85" stroke-width="4"/>${ICONS[key]}</g>`;
}

/**
 * URL slug (spec §5): Vietnamese diacritics folded to plain Latin, lowercased,
 * non-alphanumerics stripped, spaces turned into single hyphens.
 * "Bóng đá Việt Nam" gives "bong-da-viet-nam".
 * A title with no Latin letters or digits left ("足球") gives `String(fallbackId)`, or '' without one.
 */
export function slugify(text: string, fallbackId?: number | string): string {
  const slug = text
    // đ has no combining-mark decomposition, so NFD alone would drop it.
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > 0) return slug;
  return fallbackId === undefined ? '' : String(fallbackId);
}

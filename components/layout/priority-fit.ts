/**
 * How many items of a row fit in `available` pixels, in order. When not all of them fit, room is
 * kept for the "More" button that holds the rest.
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const rowWidth = (count: number) => widths.slice(0, count).reduce((sum, w) => sum + w, 0) + gap * Math.max(0, count - 1);
  if (rowWidth(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && rowWidth(count) + gap + moreWidth > available) count -= 1;
  return count;
}

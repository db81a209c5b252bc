/** What a view can be counted on; each later section (clips, films, reels) adds its kind here. */
export const VIEW_KINDS = ['article', 'clip'] as const;
export type ViewKind = (typeof VIEW_KINDS)[number];

/** A viewer's views of one item count once within this window (SECTIONS: once per viewer per hour). */
export const VIEW_WINDOW_MS = 60 * 60_000;

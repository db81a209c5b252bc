/** How often a member's place in an on-demand video is saved while it plays, ms. */
export const POSITION_SAVE_MS = 5_000;

/** The drawn size of a clip poster (the generated banner art), so the page reserves its box before it loads. */
export const POSTER_SIZE = { width: 1600, height: 600 } as const;

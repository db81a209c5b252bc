export interface Score {
  home: number;
  away: number;
}

/** Reads the wire score `[h-a]`; an empty or malformed score (before kick-off) gives null. */
export function parseScore(raw: string): Score | null {
  const match = /^\[\s*(\d+)\s*-\s*(\d+)\s*\]$/.exec(raw.trim());
  if (!match?.[1] || !match[2]) return null;
  return { home: Number(match[1]), away: Number(match[2]) };
}

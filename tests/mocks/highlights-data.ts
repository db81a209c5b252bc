import type { HttpHandler } from 'msw';
import type { Clip, ClipMatch, ClipSummary } from '@/lib/contract/highlights';
import { highlightDetail, highlightList, highlightPosition, saveHighlightPosition } from '@/lib/contract/highlights';
import { savedSave, savedStatus, savedUnsave } from '@/lib/contract/saved';
import { clipSlug } from '@/lib/domain/highlights';
import { errorResponse, mockEndpoint } from './handlers';

const HOUR = 3_600_000;

export const CLIP_ID = 7001;

export const clipMatch: ClipMatch = {
  fixtureId: 1005, staticId: 88001, leagueId: 39, homeId: 11, awayId: 12,
  home: 'Arsenal', away: 'Chelsea', homeSlug: 'arsenal', awaySlug: 'chelsea', homeScore: 2, awayScore: 2,
};

/** A clip as the list answers, in Vietnamese: a match package unless told otherwise. */
export function makeClipSummary(over: Partial<ClipSummary> = {}): ClipSummary {
  const id = over.id ?? CLIP_ID;
  const title = over.title ?? 'Highlight: Arsenal 2-2 Chelsea';
  return {
    id,
    category: 'bong-da',
    type: 'highlight-mo-rong',
    slug: clipSlug({ id, title }),
    title,
    poster: `/media/highlights/${id}.svg`,
    durationSeconds: 300,
    publishedAt: Date.now() - 2 * HOUR,
    viewCount: 1234,
    parentId: null,
    match: clipMatch,
    ...over,
  };
}

/** The package's goal clips, each a moment of it. */
export const goalClips: ClipSummary[] = [
  makeClipSummary({ id: CLIP_ID + 1, type: 'ban-thang', title: "Bàn thắng 9': Declan Rice", durationSeconds: 30, parentId: CLIP_ID }),
  makeClipSummary({ id: CLIP_ID + 2, type: 'ban-thang', title: "Bàn thắng 88': Bukayo Saka", durationSeconds: 30, parentId: CLIP_ID }),
];

/** Another match's package, for the related list. */
export const relatedClip = makeClipSummary({ id: 7101, title: 'Highlight: Liverpool 1-0 Everton', match: { ...clipMatch, fixtureId: 1006, home: 'Liverpool', away: 'Everton' } });

export function makeClip(over: Partial<Clip> = {}): Clip {
  const summary = makeClipSummary(over);
  return {
    ...summary,
    stream: `/streams/clips/${summary.id}/master.m3u8`,
    chapters: [
      { atSeconds: 0, kind: 'kickoff', label: 'Bóng lăn', minute: null, eventSeq: null },
      { atSeconds: 42, kind: 'goal', label: "9' Bàn thắng – Declan Rice", minute: 9, eventSeq: 1 },
      { atSeconds: 120, kind: 'card', label: "27' Thẻ vàng – Moisés Caicedo", minute: 27, eventSeq: 2 },
      { atSeconds: 250, kind: 'goal', label: "88' Bàn thắng – Bukayo Saka", minute: 88, eventSeq: 6 },
      { atSeconds: 295, kind: 'fulltime', label: 'Hết giờ', minute: null, eventSeq: null },
    ],
    ...over,
  };
}

export const clipDetail = { clip: makeClip(), moments: goalClips, related: [relatedClip] };

/**
 * The highlights endpoints over a small store: the list (filtered by sport and type, paged), the
 * package's detail (404 for any other id) and one member's positions.
 */
export function highlightsHandlers(positions: Map<number, number> = new Map()): HttpHandler[] {
  const all = [clipDetail.clip, ...goalClips, relatedClip];
  return [
    mockEndpoint(highlightList, ({ query }) => {
      const found = all.filter((c) => (!query.category || c.category === query.category) && (!query.type || c.type === query.type));
      const start = (query.pageNum - 1) * query.pageSize;
      return { items: found.slice(start, start + query.pageSize), total: found.length, pageNum: query.pageNum, pageSize: query.pageSize };
    }),
    mockEndpoint(highlightDetail, ({ query }) => (query.id === CLIP_ID ? clipDetail : errorResponse(404, 'No such clip'))),
    mockEndpoint(highlightPosition, ({ query }) => ({ clipId: query.clipId, seconds: positions.get(query.clipId) ?? 0 })),
    mockEndpoint(saveHighlightPosition, ({ body }) => {
      if (!all.some((c) => c.id === body.clipId)) return errorResponse(404, 'No such clip');
      positions.set(body.clipId, body.seconds);
      return body;
    }),
  ];
}

/** One member's saved clips: status, save and unsave over a set of ids, each write idempotent. */
export function savedClipHandlers(saved: Set<number> = new Set()): HttpHandler[] {
  return [
    mockEndpoint(savedStatus, ({ query }) => ({ saved: query.kind === 'clip' && saved.has(query.id) })),
    mockEndpoint(savedSave, ({ body }) => {
      saved.add(body.id);
      return { saved: true };
    }),
    mockEndpoint(savedUnsave, ({ body }) => {
      saved.delete(body.id);
      return { saved: false };
    }),
  ];
}

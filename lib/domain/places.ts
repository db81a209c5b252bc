import { FEED_PATHS } from './feed';

/**
 * Places of the social feed (/bang-ton/vi-tri/{id}): the stadiums of the football data, and sports cafés
 * and clubs where fans watch together. Posts and watch parties point at a place.
 */

export const PLACE_KINDS = ['stadium', 'cafe', 'club'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACE_LIMITS = {
  pageSize: 24,
  pageSizeMax: 60,
  /** Upcoming watch parties a place's page lists. */
  upcomingEvents: 10,
  cityMax: 60,
} as const;

export const PLACES_PATH = `${FEED_PATHS.feed}/vi-tri`;
export const placePath = (placeId: number): string => `${PLACES_PATH}/${placeId}`;

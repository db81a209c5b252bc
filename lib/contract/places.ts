import * as z from 'zod/mini';
import { PLACE_KINDS, PLACE_LIMITS } from '@/lib/domain/places';
import { endpoint, queryInt } from './endpoint';
import { eventCard } from './events';
import * as calls from './places-calls';

const queryId = queryInt(1, 2_147_483_647);

export const placeCard = z.object({
  id: z.int(),
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  cover: z.nullable(z.string()),
  /** The place's page, without a language prefix. */
  href: z.string(),
});
export type PlaceCard = z.infer<typeof placeCard>;

/** Places by kind and city; cafés and clubs first, then stadiums. A forged cursor is 422. */
export const placeList = endpoint(calls.placeList, {
  query: z.strictObject({
    kind: z.optional(z.enum(PLACE_KINDS)),
    city: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(PLACE_LIMITS.cityMax))),
    cursor: z.optional(z.string().check(z.maxLength(40))),
    pageSize: z._default(queryInt(1, PLACE_LIMITS.pageSizeMax), PLACE_LIMITS.pageSize),
  }),
  data: z.object({ list: z.array(placeCard), nextCursor: z.nullable(z.string()) }),
});

/** The cities with places (of one kind, if given), most places first, for the filter. */
export const placeCities = endpoint(calls.placeCities, {
  query: z.strictObject({ kind: z.optional(z.enum(PLACE_KINDS)) }),
  data: z.array(z.object({ city: z.string(), count: z.int() })),
});

/** A place with its upcoming watch parties the reader may see; 404 for an unknown one. */
export const placeDetail = endpoint(calls.placeDetail, {
  query: z.strictObject({ id: queryId }),
  data: z.object({
    ...placeCard.shape,
    description: z.string(),
    /** The football data's ground (a stadium) and its seats. */
    venueId: z.nullable(z.int()),
    capacity: z.nullable(z.int()),
    events: z.array(eventCard),
  }),
});

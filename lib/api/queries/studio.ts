import { studioBroadcast, studioOverview } from '@/lib/contract/studio-calls';
import { callQuery } from './call-query';

export const STUDIO_KEY_ROOT = 'studio';

/** How often the studio asks how its open broadcast is doing. */
export const STUDIO_POLL_MS = 2_000;
/** …and, more slowly, while none is: a stream refused for want of a plan still gets its reason shown. */
export const STUDIO_IDLE_POLL_MS = 10_000;

/** Key, ingest addresses, encoder settings, rooms, broadcast and recordings of the commentator. */
export const studioOverviewQuery = () => callQuery(STUDIO_KEY_ROOT, studioOverview);
/** The open broadcast and the key's latest refusal, polled while a broadcast is open. */
export const studioBroadcastQuery = () => callQuery(STUDIO_KEY_ROOT, studioBroadcast);

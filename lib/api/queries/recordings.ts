import { commentatorRecordings } from '@/lib/contract/recordings-calls';
import { callQuery } from './call-query';
import { HIGHLIGHTS_KEY_ROOT } from './highlights';

/** A commentator's recordings, ready to watch on demand; they are highlight clips, so they share the highlights' root key. */
export const commentatorRecordingsQuery = (userId: number) => callQuery(HIGHLIGHTS_KEY_ROOT, commentatorRecordings, { userId }, { staleTime: 60_000 });

import type { Generated } from 'kysely';

/** Tables of the members issue; times are epoch milliseconds. */

/** Experience points: one row per award, unique per member, kind and ref, so an award is paid once. */
export interface PointLedgerTable {
  id: Generated<number>;
  userId: number;
  /** What earned it: 'check-in', 'mission', 'referral', 'promotion'… (see lib/domain/points). */
  kind: string;
  /** Which one of that kind, e.g. the check-in day or the mission and day. */
  ref: string;
  points: number;
  createdAt: number;
}

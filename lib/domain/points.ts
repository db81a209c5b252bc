/** Why a member was given experience points: the `kind` of a point-ledger row. */
export const POINT_KIND = {
  checkIn: 'check-in',
  mission: 'mission',
  referral: 'referral',
  promotion: 'promotion',
  watch: 'watch',
  chat: 'chat',
} as const;
export type PointKind = (typeof POINT_KIND)[keyof typeof POINT_KIND];

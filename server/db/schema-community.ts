import type { Generated } from 'kysely';

/** Tables of the community pages; times are epoch milliseconds. */

export interface CommentatorApplicationTable {
  id: Generated<number>;
  userId: number;
  experience: string;
  /** Comma-separated live-mode ids. */
  sports: string;
  /** Comma-separated language codes (vi, en, zh). */
  languages: string;
  sampleUrl: string;
  contact: string;
  /** 'pending' | 'approved' | 'rejected' (see lib/domain/community). */
  status: string;
  note: string | null;
  reviewedBy: number | null;
  reviewedAt: number | null;
  createdAt: number;
}

export interface PromotionTable {
  id: number;
  slug: string;
  titleVi: string;
  titleEn: string;
  titleZh: string;
  summaryVi: string;
  summaryEn: string;
  summaryZh: string;
  /** Rules as paragraphs separated by newlines. */
  rulesVi: string;
  rulesEn: string;
  rulesZh: string;
  /** Experience points a claim pays. */
  points: number;
  banner: string;
  startsAt: number;
  endsAt: number;
  sort: number;
}

/** One row per member and promotion. */
export interface PromotionClaimTable {
  promotionId: number;
  userId: number;
  createdAt: number;
}

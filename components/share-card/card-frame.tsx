/* eslint-disable @next/next/no-img-element -- next/og draws share cards, and it takes pictures only as <img>. */
import type { ReactNode } from 'react';
import { BRAND_NAME } from '@/components/layout/brand';
import { BRAND_ACCENT, BRAND_LIVE, BRAND_NIGHT, BRAND_ON_ACCENT, badgeSvg } from '@/lib/domain/brand-assets';
import { SHARE_CARD_SIZE } from '@/lib/domain/share-card';

// Share cards are drawn by next/og: inline styles only, and every box with several children is a flex box.

const BADGE_SRC = `data:image/svg+xml;utf8,${encodeURIComponent(badgeSvg())}`;

interface CardFrameProps {
  fontFamily: string;
  /** The mark at the top right: the live mark, a status word, or nothing. */
  corner?: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}

/** The brand around every card: night background, the badge and wordmark, an accent rule along the foot. */
export function CardFrame({ fontFamily, corner, children, footer }: CardFrameProps) {
  return (
    <div
      style={{
        ...SHARE_CARD_SIZE,
        display: 'flex',
        flexDirection: 'column',
        fontFamily,
        color: BRAND_ON_ACCENT,
        backgroundColor: BRAND_NIGHT,
        backgroundImage: `radial-gradient(circle at 50% 0%, ${BRAND_ACCENT}66 0%, ${BRAND_NIGHT} 70%)`,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '40px 56px 0' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18 }}>
          <img src={BADGE_SRC} width={64} height={64} alt="" />
          <span style={{ fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }}>{BRAND_NAME}</span>
        </div>
        {corner ?? null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '0 56px' }}>{children}</div>
      <div style={{ display: 'flex', alignItems: 'center', height: 84, padding: '0 56px', fontSize: 28, fontWeight: 500, backgroundColor: BRAND_ACCENT }}>{footer}</div>
    </div>
  );
}

/** The red "live" pill with its dot. */
export function LiveMark({ label }: { label: string }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '10px 24px', borderRadius: 999, backgroundColor: BRAND_LIVE, fontSize: 30, fontWeight: 700 }}>
      <div style={{ display: 'flex', width: 16, height: 16, borderRadius: 8, backgroundColor: BRAND_ON_ACCENT }} />
      {label}
    </div>
  );
}

/** A quiet status word at the top right (full time, upcoming, postponed). */
export function StatusMark({ label }: { label: string }) {
  return (
    <div style={{ display: 'flex', padding: '10px 24px', borderRadius: 999, border: `2px solid ${BRAND_ON_ACCENT}66`, fontSize: 28, fontWeight: 500 }}>{label}</div>
  );
}

import { BRAND_ON_ACCENT } from '@/lib/domain/brand-assets';
import { CardFrame } from './card-frame';
import { Corner, Side, type CardCorner, type CardSide } from './card-parts';

export interface MatchCardProps {
  fontFamily: string;
  league: string;
  home: CardSide;
  away: CardSide;
  /** The score ("2 – 1") once the match has started, else the kick-off time ("19:30"). */
  centre: string;
  /** Under the centre: the minute, "FT", the kick-off day. */
  caption: string;
  corner: CardCorner;
  footer: string;
}

/** A match's share card: league, both crests and names, the score or kick-off, and its state. */
export function MatchCard({ fontFamily, league, home, away, centre, caption, corner, footer }: MatchCardProps) {
  return (
    <CardFrame fontFamily={fontFamily} corner={<Corner corner={corner} />} footer={footer}>
      <div style={{ display: 'flex', justifyContent: 'center', marginTop: 20, fontSize: 32, fontWeight: 500, color: `${BRAND_ON_ACCENT}cc` }}>{league}</div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexGrow: 1 }}>
        <Side side={home} crestSize={190} fontSize={40} width={380} />
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <div style={{ display: 'flex', fontSize: 104, fontWeight: 700, letterSpacing: -2 }}>{centre}</div>
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 500, color: `${BRAND_ON_ACCENT}cc` }}>{caption}</div>
        </div>
        <Side side={away} crestSize={190} fontSize={40} width={380} />
      </div>
    </CardFrame>
  );
}

/* eslint-disable @next/next/no-img-element -- next/og draws share cards, and it takes pictures only as <img>. */
import { BRAND_ON_ACCENT } from '@/lib/domain/brand-assets';
import { CardFrame } from './card-frame';
import { Corner, type CardCorner, type CardSide } from './card-parts';

export interface RoomCardProps {
  fontFamily: string;
  title: string;
  host: { name: string; avatar: string; label: string };
  /** The match the room shows; null for an always-on table. */
  match: { home: CardSide; away: CardSide; versus: string } | null;
  corner: CardCorner;
  footer: string;
}

function Team({ side, alignEnd }: { side: CardSide; alignEnd: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexDirection: alignEnd ? 'row-reverse' : 'row', width: 470, justifyContent: 'flex-start' }}>
      <img src={side.crest} width={96} height={96} alt="" />
      <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, lineHeight: 1.15, maxHeight: 80, overflow: 'hidden', textAlign: alignEnd ? 'right' : 'left' }}>{side.name}</div>
    </div>
  );
}

/** A live room's share card: the commentator, the room's title, and the match it shows. */
export function RoomCard({ fontFamily, title, host, match, corner, footer }: RoomCardProps) {
  return (
    <CardFrame fontFamily={fontFamily} corner={<Corner corner={corner} />} footer={footer}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, marginTop: 28 }}>
        <img src={host.avatar} width={104} height={104} style={{ borderRadius: 52, border: `4px solid ${BRAND_ON_ACCENT}` }} alt="" />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <div style={{ display: 'flex', fontSize: 26, fontWeight: 500, color: `${BRAND_ON_ACCENT}b3` }}>{host.label}</div>
          <div style={{ display: 'flex', fontSize: 40, fontWeight: 700 }}>{host.name}</div>
        </div>
      </div>
      <div style={{ display: 'flex', marginTop: 22, fontSize: 46, fontWeight: 700, lineHeight: 1.2, maxHeight: 112, overflow: 'hidden' }}>{title}</div>
      {match ? (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexGrow: 1 }}>
          <Team side={match.home} alignEnd={false} />
          <div style={{ display: 'flex', fontSize: 32, fontWeight: 700, color: `${BRAND_ON_ACCENT}b3` }}>{match.versus}</div>
          <Team side={match.away} alignEnd />
        </div>
      ) : null}
    </CardFrame>
  );
}

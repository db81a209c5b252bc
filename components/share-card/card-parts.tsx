/* eslint-disable @next/next/no-img-element -- next/og draws share cards, and it takes pictures only as <img>. */
import { LiveMark, StatusMark } from './card-frame';

export interface CardSide {
  name: string;
  /** The crest as a data URI. */
  crest: string;
}

/** The mark at the top right of a card: live, or a status word. */
export type CardCorner = { kind: 'live'; label: string } | { kind: 'status'; label: string } | null;

export function Corner({ corner }: { corner: CardCorner }) {
  if (!corner) return null;
  return corner.kind === 'live' ? <LiveMark label={corner.label} /> : <StatusMark label={corner.label} />;
}

/** A team: crest over its name, the name on at most two lines. */
export function Side({ side, crestSize, fontSize, width }: { side: CardSide; crestSize: number; fontSize: number; width: number }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 20, width }}>
      <img src={side.crest} width={crestSize} height={crestSize} alt="" />
      <div style={{ display: 'flex', justifyContent: 'center', textAlign: 'center', fontSize, fontWeight: 700, lineHeight: 1.15, maxHeight: fontSize * 2.4, overflow: 'hidden' }}>{side.name}</div>
    </div>
  );
}

import { useTranslations } from 'next-intl';
import type { Match } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { liveMinuteLabel } from '@/lib/domain/match-status';
import { MATCH_FORMAT, scoreboardKindOf, type Scoreboard, type ScoreboardKind } from '@/lib/domain/scoreboard';
import { scoreboardStatus, type ScoreboardStatus } from '@/lib/domain/scoreboard-status';

type LiveFields = Pick<Match, 'liveModeId' | 'status' | 'scoreboard'>;

/** The `common.scoreboard` wording: status labels, period names and headers, one set of keys for every view. */
export function useScoreboardLabels() {
  const t = useTranslations('common.scoreboard');

  /** "Set 2", "Hiệp 3 · 07:42", "Ván 12 · Chạm 9"; `short` is the list rows' form ("Q3 07:42", "Ván 12"). */
  function statusText(status: ScoreboardStatus, short = false): string {
    const clock = (label: string, value: string | null) => (value === null ? label : `${label}${short ? ' ' : ' · '}${value}`);
    switch (status.key) {
      case 'tennisSet': {
        const set = t('status.tennisSet', { set: status.set });
        return status.tieBreak ? `${set} · ${t('status.tieBreak')}` : set;
      }
      case 'volleyballSet':
        return t('status.volleyballSet', { set: status.set });
      case 'quarter':
        return clock(t(short ? 'status.quarterShort' : 'status.quarter', { quarter: status.quarter }), status.clock);
      case 'overtime':
        return clock(t(short ? 'status.overtimeShort' : 'status.overtime', { overtime: status.overtime }), status.clock);
      case 'break':
        return t('status.break');
      case 'map':
        return t('status.map', { map: status.map });
      case 'frame': {
        const frame = t('status.frame', { frame: status.frame });
        return short || status.raceTo === null ? frame : `${frame} · ${t('status.raceTo', { raceTo: status.raceTo })}`;
      }
    }
  }

  function status(board: Scoreboard, liveModeId: number, short = false): string | null {
    const found = scoreboardStatus(board, liveModeId);
    return found ? statusText(found, short) : null;
  }

  /**
   * What a live match shows beside "Live": football keeps its minute; the other sports show the set,
   * quarter, map or frame, and nothing rather than a minute they do not keep while the board is missing.
   */
  function liveLabel(match: LiveFields, short = false): string | null {
    if (scoreboardKindOf(match.liveModeId) === undefined) return liveMinuteLabel(match.status);
    return match.scoreboard ? status(match.scoreboard, match.liveModeId, short) : null;
  }

  /** A period's full name: "Set 1", "Hiệp 2", "Hiệp phụ", "Map 3". */
  function periodName(kind: ScoreboardKind, liveModeId: number, index: number): string {
    const n = index + 1;
    if (kind === 'quarters') {
      const extra = n - MATCH_FORMAT.basketballQuarters;
      return extra > 0 ? t('status.overtime', { overtime: extra }) : t('status.quarter', { quarter: n });
    }
    if (kind === 'maps') return t('status.map', { map: n });
    if (kind === 'frames') return t('status.frame', { frame: n });
    return liveModeId === LIVE_MODE.volleyball ? t('status.volleyballSet', { set: n }) : t('status.tennisSet', { set: n });
  }

  /** A period column's visible header: its number, or "OT" for basketball's overtime. */
  function periodHeader(kind: ScoreboardKind, index: number): string {
    const extra = index + 1 - MATCH_FORMAT.basketballQuarters;
    return kind === 'quarters' && extra > 0 ? t('status.overtimeShort', { overtime: extra }) : String(index + 1);
  }

  /** What the board is called, for a screen reader: volleyball's sets are 局 in Chinese, tennis's 盤. */
  function caption(kind: ScoreboardKind, liveModeId: number): string {
    return kind === 'sets' && liveModeId === LIVE_MODE.volleyball ? t('caption.volleyballSets') : t(`caption.${kind}`);
  }

  return { t, status, liveLabel, periodName, periodHeader, caption };
}

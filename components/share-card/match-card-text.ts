import { getTranslations } from 'next-intl/server';
import { parseScore } from '@/components/home/score';
import type { Match } from '@/lib/contract/schedule';
import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';
import type { Locale } from '@/lib/domain/locale';
import { liveMinuteLabel, matchStateOf } from '@/lib/domain/match-status';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { ShareCardPhase } from '@/lib/domain/share-card';
import { formatDateTime, formatInZone, formatKickoff } from '@/lib/format/date';
import type { CardCorner } from './card-parts';

/** Cards are shared with people anywhere, so their times are the site's own: Vietnam's. */
const CARD_ZONE = OFFSET_FALLBACK_ZONE;

/** What a card says about a match, in the page's language: the score or kick-off and the match's state. */
export interface MatchCardText {
  league: string;
  homeName: string;
  awayName: string;
  centre: string;
  caption: string;
  corner: CardCorner;
  footer: string;
  phase: ShareCardPhase;
}

export function cardPhaseOf(match: Pick<Match, 'scheduleStatus'>): ShareCardPhase {
  if (match.scheduleStatus === SCHEDULE_STATUS.live) return 'live';
  return match.scheduleStatus === SCHEDULE_STATUS.ended || match.scheduleStatus === SCHEDULE_STATUS.cancel ? 'settled' : 'upcoming';
}

export async function matchCardText(match: Match, locale: Locale): Promise<MatchCardText> {
  const [t, states] = await Promise.all([getTranslations({ locale, namespace: 'shareCard' }), getTranslations({ locale, namespace: 'common.matchState' })]);
  const state = matchStateOf(match.status);
  const score = parseScore(match.score);
  const started = score !== null && state !== 'upcoming' && state !== 'comingUp';
  const stateWord = states(state);
  return {
    league: match.league.name,
    homeName: match.home,
    awayName: match.away,
    centre: started ? `${score.home} – ${score.away}` : formatKickoff(match.startTimestamp, CARD_ZONE),
    caption: state === 'live' ? (liveMinuteLabel(match.status) ?? stateWord) : started ? stateWord : formatInZone(match.startTimestamp, CARD_ZONE, 'DD/MM/YYYY'),
    corner: state === 'live' ? { kind: 'live', label: t('live') } : { kind: 'status', label: stateWord },
    footer: t('kickoff', { time: formatDateTime(match.startTimestamp, CARD_ZONE) }),
    phase: cardPhaseOf(match),
  };
}

'use client';

import type { ReactNode } from 'react';
import { Clapperboard, Lightbulb, Lock, MapPin, MessageCircle, MessagesSquare, Newspaper, Radio, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { SpoilerTitle } from '@/components/highlights/spoiler';
import { roomChatPath } from '@/components/chatroom/chatroom-paths';
import { Portrait } from '@/components/football/teams/portrait';
import { Avatar } from '@/components/ui/avatar';
import type { Match } from '@/lib/contract/schedule';
import type { SearchResults } from '@/lib/contract/search';
import { leaguePath, matchPath, playerPath, teamPath } from '@/lib/domain/football-urls';
import { clipPath, clockOf, HIGHLIGHT_TYPES } from '@/lib/domain/highlights';
import { articlePath } from '@/lib/domain/news';
import { postPath, profilePath } from '@/lib/domain/feed';
import { groupPath } from '@/lib/domain/groups';
import { HTML_LANG } from '@/lib/domain/locale';
import { placePath } from '@/lib/domain/places';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { firstRoomPath, scheduleModePath } from '@/lib/domain/room-url';
import { scoreStatusOf, showsScore } from '@/lib/domain/score-status';
import type { SearchKind } from '@/lib/domain/search';
import { tipDetailPath } from '@/lib/domain/tip-keo';
import { formatDateTime } from '@/lib/format/date';
import { useScoreboardLabels } from '@/components/scores/use-scoreboard-labels';

/** One found item as a row shows it: where it leads, its name, a line of context and a picture. */
export interface HitView {
  key: string;
  href: string;
  /** Text, or a clip's title that hides its match's result in spoiler-free mode. */
  title: ReactNode;
  context: string;
  visual: ReactNode;
  live: boolean;
}

const WHEN = 'HH:mm DD/MM';

function matchHref(m: Match): string {
  if (m.liveModeId === LIVE_MODE.football) return matchPath({ staticId: m.staticId, leagueId: m.league.id, home: m.localteam, away: m.visitorteam });
  return firstRoomPath(m) ?? scheduleModePath(m.liveModeId) ?? '/';
}

function Pair({ home, away }: { home: Match['localteam']; away: Match['visitorteam'] }) {
  return (
    <span className="relative inline-flex size-8 shrink-0">
      <Crest src={home.logo} name={home.name} size={22} className="absolute left-0 top-0" />
      <Crest src={away.logo} name={away.name} size={22} className="absolute bottom-0 right-0 ring-2 ring-surface" />
    </span>
  );
}

function IconBadge({ children }: { children: ReactNode }) {
  return <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent [&_svg]:size-4">{children}</span>;
}

/** Turns one kind's answers into rows; used by the header's suggestions and the results page alike. */
export function useHitViews(timeZone: string): <K extends SearchKind>(kind: K, results: SearchResults) => HitView[] {
  const t = useTranslations('search.context');
  const th = useTranslations('highlights');
  const { liveLabel } = useScoreboardLabels();

  function matchContext(m: Match): string {
    const status = scoreStatusOf(m.status);
    const score = showsScore(status) && m.score ? m.score.replace(/^\[|\]$/g, '') : '';
    const when = status.kind === 'live' ? [t('live'), liveLabel(m, true) ?? ''] : status.kind === 'final' ? [t('finished'), score] : [formatDateTime(m.startTimestamp, timeZone, WHEN)];
    return [m.league.name, when.filter(Boolean).join(' ')].join(' · ');
  }

  const views: { [K in SearchKind]: (r: SearchResults) => HitView[] } = {
    match: (r) =>
      r.match.items.map((m) => ({
        key: `match-${m.fixtureId}`,
        href: matchHref(m),
        title: t('vs', { home: m.home, away: m.away }),
        context: matchContext(m),
        visual: <Pair home={m.localteam} away={m.visitorteam} />,
        live: scoreStatusOf(m.status).kind === 'live',
      })),
    team: (r) =>
      r.team.items.map((x) => ({
        key: `team-${x.team.id}`,
        href: teamPath(x.team),
        title: x.team.name,
        context: [x.league.name, x.country].join(' · '),
        visual: <Crest src={x.team.logo} name={x.team.name} size={32} />,
        live: false,
      })),
    player: (r) =>
      r.player.items.map((p) => ({
        key: `player-${p.id}`,
        href: playerPath(p),
        title: p.name,
        context: [p.team.name, p.position].join(' · '),
        visual: <Portrait src={p.photo} size={32} />,
        live: false,
      })),
    league: (r) =>
      r.league.items.map((x) => ({
        key: `league-${x.league.id}`,
        href: leaguePath(x.league),
        title: x.league.name,
        context: x.country,
        visual: <Crest src={x.league.logo} name={x.league.name} size={32} />,
        live: false,
      })),
    room: (r) =>
      r.room.items.map((room) => ({
        key: `room-${room.groupId}`,
        href: roomChatPath(room.groupId),
        title: room.name,
        context: room.description || t(room.kind === 'lobby' ? 'roomLobby' : room.kind === 'topic' ? 'roomTopic' : 'roomLive'),
        visual: <IconBadge>{room.kind === 'room' ? <Radio aria-hidden /> : room.kind === 'lobby' ? <MessagesSquare aria-hidden /> : <MessageCircle aria-hidden />}</IconBadge>,
        live: false,
      })),
    tip: (r) =>
      r.tip.items.map((tip) => ({
        key: `tip-${tip.id}`,
        href: tipDetailPath({ id: tip.id, home: tip.match.home, away: tip.match.away }),
        title: t('vs', { home: tip.match.home, away: tip.match.away }),
        context: [t('tipBy', { author: tip.author.nickname || tip.author.displayName }), formatDateTime(tip.match.startTimestamp, timeZone, WHEN)].join(' · '),
        visual: tip.author.profilePicture ? <Avatar name={tip.author.displayName} src={tip.author.profilePicture} size="sm" className="size-8" /> : <IconBadge><Lightbulb aria-hidden /></IconBadge>,
        live: false,
      })),
    article: (r) =>
      r.article.items.map((a) => ({
        key: `article-${a.id}`,
        href: articlePath(a),
        title: a.headline,
        context: [t('articleBy', { author: a.author.displayName }), formatDateTime(a.publishedAt, timeZone, WHEN)].join(' · '),
        visual: <IconBadge><Newspaper aria-hidden /></IconBadge>,
        live: false,
      })),
    clip: (r) =>
      r.clip.items.map((c) => {
        const typeKey = HIGHLIGHT_TYPES.find((type) => type.slug === c.type)?.key;
        return {
          key: `clip-${c.id}`,
          href: clipPath(c),
          title: <SpoilerTitle title={c.title} match={c.match} />,
          context: [th(`sports.${c.category}`), typeKey ? th(`types.${typeKey}`) : '', clockOf(c.durationSeconds)].filter(Boolean).join(' · '),
          visual: <IconBadge><Clapperboard aria-hidden /></IconBadge>,
          live: false,
        };
      }),
    post: (r) =>
      r.post.items.map((p) => ({
        key: `post-${p.id}`,
        href: postPath(p.id),
        title: <span lang={HTML_LANG[p.lang]}>{p.excerpt}</span>,
        context: [t('postBy', { author: p.author.displayName }), formatDateTime(p.createdAt, timeZone, WHEN)].join(' · '),
        visual: <Avatar name={p.author.displayName} src={p.author.profilePicture} size="sm" className="size-8" />,
        live: false,
      })),
    member: (r) =>
      r.member.items.map((m) => ({
        key: `member-${m.userId}`,
        href: profilePath(m.userId),
        title: m.displayName,
        context: t('memberHandle', { username: m.username }),
        visual: <Avatar name={m.displayName} src={m.profilePicture} size="sm" className="size-8" />,
        live: false,
      })),
    group: (r) =>
      r.group.items.map((g) => ({
        key: `group-${g.id}`,
        href: groupPath(g.id),
        title: g.name,
        context: [t(g.privacy === 'private' ? 'groupPrivate' : 'groupPublic'), t('groupMembers', { count: g.memberCount })].join(' · '),
        visual: <IconBadge>{g.privacy === 'private' ? <Lock aria-hidden /> : <Users aria-hidden />}</IconBadge>,
        live: false,
      })),
    place: (r) =>
      r.place.items.map((p) => ({
        key: `place-${p.id}`,
        href: placePath(p.id),
        title: p.name,
        context: [t(`placeKinds.${p.kind}`), p.city].filter(Boolean).join(' · '),
        visual: <IconBadge><MapPin aria-hidden /></IconBadge>,
        live: false,
      })),
  };
  return (kind, results) => views[kind](results);
}

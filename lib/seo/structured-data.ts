import type { Match } from '@/lib/contract/schedule';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';

/** One schema.org object, as JSON-LD. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const SCHEMA = 'https://schema.org' as const;
const iso = (ms: number) => new Date(ms).toISOString();

/** A match's status in schema.org's words: only a called-off or postponed match differs from "scheduled". */
function eventStatus(match: Pick<Match, 'scheduleStatus' | 'status'>): string {
  if (match.scheduleStatus === SCHEDULE_STATUS.cancel) return `${SCHEMA}/EventCancelled`;
  if (/postpone/i.test(match.status)) return `${SCHEMA}/EventPostponed`;
  return `${SCHEMA}/EventScheduled`;
}

export interface TeamLink {
  name: string;
  url: string;
  logo?: string | null;
}

export interface SportsEventInput {
  match: Pick<Match, 'home' | 'away' | 'startTimestamp' | 'scheduleStatus' | 'status'>;
  url: string;
  sport: string;
  home: TeamLink;
  away: TeamLink;
  league: { name: string; url?: string };
  venue?: { name: string; city: string } | null;
}

const teamLd = (team: TeamLink): JsonLd => ({ '@type': 'SportsTeam', name: team.name, url: team.url, ...(team.logo ? { logo: team.logo } : {}) });

/** A match page: SportsEvent with both teams, the competition and the ground. */
export function sportsEventLd({ match, url, sport, home, away, league, venue }: SportsEventInput): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'SportsEvent',
    name: `${match.home} – ${match.away}`,
    url,
    sport,
    startDate: iso(match.startTimestamp),
    eventStatus: eventStatus(match),
    eventAttendanceMode: `${SCHEMA}/MixedEventAttendanceMode`,
    homeTeam: teamLd(home),
    awayTeam: teamLd(away),
    superEvent: { '@type': 'SportsEvent', name: league.name, ...(league.url ? { url: league.url } : {}) },
    location: venue ? { '@type': 'Place', name: venue.name, address: venue.city } : { '@type': 'VirtualLocation', url },
  };
}

export interface LiveVideoInput {
  name: string;
  description: string;
  url: string;
  thumbnailUrl: string;
  startTimestamp: number;
  /** The match it covers, when it covers one. */
  event: JsonLd | null;
  host: { name: string };
}

/** A live room: its video, published as a live BroadcastEvent of the match. */
export function liveVideoLd({ name, description, url, thumbnailUrl, startTimestamp, event, host }: LiveVideoInput): JsonLd {
  const broadcast: JsonLd = {
    '@type': 'BroadcastEvent',
    name,
    isLiveBroadcast: true,
    startDate: iso(startTimestamp),
    ...(event ? { broadcastOfEvent: withoutContext(event) } : {}),
  };
  return {
    '@context': SCHEMA,
    '@type': 'VideoObject',
    name,
    description,
    url,
    embedUrl: url,
    thumbnailUrl: [thumbnailUrl],
    uploadDate: iso(startTimestamp),
    creator: { '@type': 'Person', name: host.name },
    publication: broadcast,
  };
}

/** A club page. */
export function sportsTeamLd({ name, url, logo, sport, league }: TeamLink & { sport: string; league?: { name: string; url: string } }): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'SportsTeam',
    name,
    url,
    sport,
    ...(logo ? { logo } : {}),
    ...(league ? { memberOf: { '@type': 'SportsOrganization', name: league.name, url: league.url } } : {}),
  };
}

/** A player page. */
export function personLd(p: { name: string; url: string; image?: string | null; nationality?: string; birthDate?: string; team?: TeamLink }): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Person',
    name: p.name,
    url: p.url,
    ...(p.image ? { image: p.image } : {}),
    ...(p.nationality ? { nationality: { '@type': 'Country', name: p.nationality } } : {}),
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
    ...(p.team ? { memberOf: teamLd(p.team), affiliation: teamLd(p.team) } : {}),
  };
}

/** The trail from the home page to this one. */
export function breadcrumbLd(trail: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: step.url })),
  };
}

function withoutContext(ld: JsonLd): JsonLd {
  const { '@context': _context, ...rest } = ld;
  return rest as JsonLd;
}

/** JSON for an inline script: "<" is escaped, so no value can close the script element. */
export function jsonLdText(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface VideoClipInput {
  name: string;
  description: string;
  /** The clip's page. */
  url: string;
  thumbnailUrl: string;
  /** Its HLS master playlist, absolute. */
  contentUrl: string;
  uploadDate: number;
  durationSeconds: number;
  /** Its chapters, each a Clip a search result can start at (`url?t=`). */
  chapters: readonly { name: string; atSeconds: number }[];
}

/** An on-demand video with its chapters as `hasPart` Clips (Google's key moments). */
export function videoObjectLd({ name, description, url, thumbnailUrl, contentUrl, uploadDate, durationSeconds, chapters }: VideoClipInput): JsonLd {
  const parts = chapters.map((c, i) => ({
    '@type': 'Clip',
    name: c.name,
    startOffset: c.atSeconds,
    endOffset: chapters[i + 1]?.atSeconds ?? durationSeconds,
    url: `${url}${url.includes('?') ? '&' : '?'}t=${c.atSeconds}`,
  }));
  return {
    '@context': SCHEMA,
    '@type': 'VideoObject',
    name,
    description,
    url,
    thumbnailUrl: [thumbnailUrl],
    contentUrl,
    uploadDate: iso(uploadDate),
    duration: `PT${Math.floor(durationSeconds / 60)}M${durationSeconds % 60}S`,
    ...(parts.length > 0 ? { hasPart: parts } : {}),
  };
}

import type { Locale } from '@/lib/domain/locale';
import type { Namespace } from './namespaces';
import type common from '@/messages/vi/common.json';
import type errors from '@/messages/vi/errors.json';
import type liveModes from '@/messages/vi/liveModes.json';
import type home from '@/messages/vi/home.json';
import type liveroom from '@/messages/vi/liveroom.json';
import type auth from '@/messages/vi/auth.json';
import type schedule from '@/messages/vi/schedule.json';
import type player from '@/messages/vi/player.json';
import type chat from '@/messages/vi/chat.json';
import type chatroom from '@/messages/vi/chatroom.json';
import type inbox from '@/messages/vi/inbox.json';
import type scores from '@/messages/vi/scores.json';
import type match from '@/messages/vi/match.json';
import type teams from '@/messages/vi/teams.json';
import type tips from '@/messages/vi/tips.json';
import type community from '@/messages/vi/community.json';
import type info from '@/messages/vi/info.json';
import type members from '@/messages/vi/members.json';
import type account from '@/messages/vi/account.json';
import type search from '@/messages/vi/search.json';
import type shareCard from '@/messages/vi/shareCard.json';

/** The shape of all messages, taken from the Vietnamese files (the reference locale). */
export interface Messages {
  common: typeof common;
  errors: typeof errors;
  liveModes: typeof liveModes;
  home: typeof home;
  liveroom: typeof liveroom;
  auth: typeof auth;
  schedule: typeof schedule;
  player: typeof player;
  chat: typeof chat;
  chatroom: typeof chatroom;
  inbox: typeof inbox;
  scores: typeof scores;
  match: typeof match;
  teams: typeof teams;
  tips: typeof tips;
  community: typeof community;
  info: typeof info;
  members: typeof members;
  account: typeof account;
  search: typeof search;
  shareCard: typeof shareCard;
}

async function loadNamespace<N extends Namespace>(locale: Locale, namespace: N): Promise<Messages[N]> {
  const mod: { default: Messages[N] } = await import(`../../messages/${locale}/${namespace}.json`);
  return mod.default;
}

/** Loads the given namespaces of one locale. */
export async function loadMessages<N extends Namespace>(
  locale: Locale,
  namespaces: readonly N[],
): Promise<Pick<Messages, N>> {
  const entries = await Promise.all(namespaces.map(async (ns) => [ns, await loadNamespace(locale, ns)] as const));
  return Object.fromEntries(entries) as Pick<Messages, N>;
}

/** Keeps only the given namespaces, so a client provider ships no more than its components use. */
export function pickNamespaces<N extends Namespace>(messages: Partial<Messages>, namespaces: readonly N[]): Pick<Messages, N> {
  const picked: Partial<Pick<Messages, N>> = {};
  for (const ns of namespaces) {
    const value = messages[ns];
    if (value !== undefined) picked[ns] = value as Messages[N];
  }
  return picked as Pick<Messages, N>;
}

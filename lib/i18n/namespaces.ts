/** A namespace's entry in the registry: it loads nothing, its type carries the shape of the namespace's messages. */
interface MessageFile<Shape> {
  readonly shape?: Shape;
}

const file = <Shape extends object>(): MessageFile<Shape> => ({});

/**
 * Every message namespace, one line each: its name, and the shape of its Vietnamese file (the reference
 * locale) that next-intl checks message keys against. Each namespace has one JSON file per locale under
 * messages/{locale}/; a test fails on a file left out. Pages load the namespaces they need by name.
 */
const MESSAGE_FILES = {
  common: file<typeof import('@/messages/vi/common.json')>(),
  errors: file<typeof import('@/messages/vi/errors.json')>(),
  liveModes: file<typeof import('@/messages/vi/liveModes.json')>(),
  home: file<typeof import('@/messages/vi/home.json')>(),
  liveroom: file<typeof import('@/messages/vi/liveroom.json')>(),
  auth: file<typeof import('@/messages/vi/auth.json')>(),
  schedule: file<typeof import('@/messages/vi/schedule.json')>(),
  player: file<typeof import('@/messages/vi/player.json')>(),
  chat: file<typeof import('@/messages/vi/chat.json')>(),
  chatroom: file<typeof import('@/messages/vi/chatroom.json')>(),
  inbox: file<typeof import('@/messages/vi/inbox.json')>(),
  scores: file<typeof import('@/messages/vi/scores.json')>(),
  match: file<typeof import('@/messages/vi/match.json')>(),
  teams: file<typeof import('@/messages/vi/teams.json')>(),
  tips: file<typeof import('@/messages/vi/tips.json')>(),
  news: file<typeof import('@/messages/vi/news.json')>(),
  highlights: file<typeof import('@/messages/vi/highlights.json')>(),
  newsroom: file<typeof import('@/messages/vi/newsroom.json')>(),
  community: file<typeof import('@/messages/vi/community.json')>(),
  info: file<typeof import('@/messages/vi/info.json')>(),
  members: file<typeof import('@/messages/vi/members.json')>(),
  account: file<typeof import('@/messages/vi/account.json')>(),
  search: file<typeof import('@/messages/vi/search.json')>(),
  shareCard: file<typeof import('@/messages/vi/shareCard.json')>(),
  comments: file<typeof import('@/messages/vi/comments.json')>(),
  saved: file<typeof import('@/messages/vi/saved.json')>(),
  studio: file<typeof import('@/messages/vi/studio.json')>(),
  feed: file<typeof import('@/messages/vi/feed.json')>(),
  groups: file<typeof import('@/messages/vi/groups.json')>(),
  events: file<typeof import('@/messages/vi/events.json')>(),
  places: file<typeof import('@/messages/vi/places.json')>(),
  activity: file<typeof import('@/messages/vi/activity.json')>(),
};

export type Namespace = keyof typeof MESSAGE_FILES;
export const NAMESPACES = Object.keys(MESSAGE_FILES) as readonly Namespace[];

/** The shape of all messages, taken from the Vietnamese files. */
export type Messages = { [N in Namespace]: NonNullable<(typeof MESSAGE_FILES)[N]['shape']> };

/** What the [locale] layout gives the client: the error boundary renders outside any route group. */
export const ROOT_NAMESPACES = ['errors'] as const satisfies readonly Namespace[];

/**
 * What client components of the default layout's shell (header, nav, footer, bottom bar, sign-in) need.
 * Pages add their own with SectionMessages (home, schedule, chat…).
 */
export const DEFAULT_GROUP_NAMESPACES = ['common', 'errors', 'liveModes', 'auth', 'inbox', 'search'] as const satisfies readonly Namespace[];

/** What client components of the live-room layout need. */
export const LIVEROOM_GROUP_NAMESPACES = ['common', 'errors', 'liveModes', 'liveroom', 'auth', 'schedule', 'player', 'chat', 'inbox', 'scores'] as const satisfies readonly Namespace[];

/** The messages the community's components read, in one language, for component tests. */
export { default as activity } from '@/messages/vi/activity.json';
export { default as auth } from '@/messages/vi/auth.json';
export { default as comments } from '@/messages/vi/comments.json';
export { default as common } from '@/messages/vi/common.json';
export { default as errors } from '@/messages/vi/errors.json';
export { default as events } from '@/messages/vi/events.json';
export { default as feed } from '@/messages/vi/feed.json';
export { default as groups } from '@/messages/vi/groups.json';
export { default as inbox } from '@/messages/vi/inbox.json';
export { default as places } from '@/messages/vi/places.json';

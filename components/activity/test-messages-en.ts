/** The messages the community's components read, in one language, for component tests. */
export { default as activity } from '@/messages/en/activity.json';
export { default as auth } from '@/messages/en/auth.json';
export { default as comments } from '@/messages/en/comments.json';
export { default as common } from '@/messages/en/common.json';
export { default as errors } from '@/messages/en/errors.json';
export { default as events } from '@/messages/en/events.json';
export { default as feed } from '@/messages/en/feed.json';
export { default as groups } from '@/messages/en/groups.json';
export { default as inbox } from '@/messages/en/inbox.json';
export { default as places } from '@/messages/en/places.json';

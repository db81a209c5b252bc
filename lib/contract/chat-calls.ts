import type * as contract from './chat';
import { callsOf } from './call';

/** The method and path of each chat endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const chatRoomList = call('GET', '/live/api/chat/room/list');
export const chatRoomDetail = call('GET', '/live/api/chat/room/detail');
export const chatRoomFollow = call('POST', '/live/api/chat/room/follow');
export const chatHistory = call('GET', '/live/api/chat/history');
export const chatBan = call('POST', '/live/api/chat/moderation/ban');
export const chatMute = call('POST', '/live/api/chat/moderation/mute');
export const chatLift = call('POST', '/live/api/chat/moderation/lift');
export const chatDelete = call('POST', '/live/api/chat/moderation/delete');
export const chatPin = call('POST', '/live/api/chat/moderation/pin');
export const chatSlowMode = call('POST', '/live/api/chat/moderation/slow-mode');
export const moderationLog = call('GET', '/live/api/chat/moderation/log');
export const privateList = call('GET', '/live/api/chat/private/list');
export const privateOpen = call('POST', '/live/api/chat/private/open');
export const messageList = call('GET', '/live/api/user/message/list');
export const messageMarkRead = call('POST', '/live/api/user/message/mark-read');

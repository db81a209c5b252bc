import type { Endpoint } from './endpoint';
import { call } from './define-call';
import type * as booking from './booking';
import type * as chat from './chat';
import type * as resource from './resource';
import type * as room from './room';
import type * as schedule from './schedule';
import type * as tips from './tips';
import type * as user from './user';

/**
 * What the browser needs to make a call: its method and path, typed by the contract's endpoint.
 * The zod schemas stay with the server (which validates every request and, outside production,
 * every response) and with the tests: the browser's first load does not carry a validation library.
 * calls.test.ts keeps this list equal to the contract.
 */
export interface Call<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  /** Type only: carries the endpoint's query, body and data types. */
  readonly endpoint?: E;
}


// booking
export const bookingSchedule = /* @__PURE__ */ call<typeof booking.bookingSchedule>('POST', '/live/api/user/booking/booking-schedule');
export const bookingList = /* @__PURE__ */ call<typeof booking.bookingList>('GET', '/live/api/user/booking/booking-list');
export const bookingCancel = /* @__PURE__ */ call<typeof booking.bookingCancel>('POST', '/live/api/user/booking/cancel');

// resource
export const menu = /* @__PURE__ */ call<typeof resource.menu>('POST', '/al/api/live/menu');
export const marqueeHomeList = /* @__PURE__ */ call<typeof resource.marqueeHomeList>('GET', '/other/api/resource/marquee/home-list');
export const bannerList = /* @__PURE__ */ call<typeof resource.bannerList>('GET', '/other/api/banner/list');
export const domainList = /* @__PURE__ */ call<typeof resource.domainList>('GET', '/other/api/resource/domain/list');
export const languageList = /* @__PURE__ */ call<typeof resource.languageList>('GET', '/other/api/live/language/v2/list');

// room
export const liveRoom = /* @__PURE__ */ call<typeof room.liveRoom>('GET', '/live/api/schedule/liveRoom');
export const anchorSchedule = /* @__PURE__ */ call<typeof room.anchorSchedule>('GET', '/al/api/schedule/anchorSchedule');
export const scheduleAnchor = /* @__PURE__ */ call<typeof room.scheduleAnchor>('GET', '/live/api/schedule/anchor');
export const matchEvents = /* @__PURE__ */ call<typeof room.matchEvents>('GET', '/live/api/schedule/match-events');
export const matchAnalysis = /* @__PURE__ */ call<typeof room.matchAnalysis>('GET', '/live/api/schedule/analysis');
export const matchOdds = /* @__PURE__ */ call<typeof room.matchOdds>('GET', '/live/api/schedule/odds');
export const matchOpinion = /* @__PURE__ */ call<typeof room.matchOpinion>('GET', '/live/api/schedule/opinion');
export const voteOpinion = /* @__PURE__ */ call<typeof room.voteOpinion>('POST', '/live/api/schedule/opinion');
export const matchTips = /* @__PURE__ */ call<typeof room.matchTips>('GET', '/live/api/schedule/tips');

// schedule
export const featureMatch = /* @__PURE__ */ call<typeof schedule.featureMatch>('GET', '/live/api/schedule/feature-match');
export const liveSchedule = /* @__PURE__ */ call<typeof schedule.liveSchedule>('GET', '/live/api/schedule/liveSchedule');
export const scheduleModeList = /* @__PURE__ */ call<typeof schedule.scheduleModeList>('GET', '/live/api/schedule-mode/list');
export const totalLiveSchedule = /* @__PURE__ */ call<typeof schedule.totalLiveSchedule>('GET', '/other/api/schedule/total-live-schedule');

// tips
export const tipList = /* @__PURE__ */ call<typeof tips.tipList>('GET', '/live/api/tips/list');
export const tipDetail = /* @__PURE__ */ call<typeof tips.tipDetail>('GET', '/live/api/tips/detail');
export const tipEvents = /* @__PURE__ */ call<typeof tips.tipEvents>('GET', '/live/api/tips/events');
export const tipOpenMatches = /* @__PURE__ */ call<typeof tips.tipOpenMatches>('GET', '/live/api/tips/open-matches');
export const tipQuote = /* @__PURE__ */ call<typeof tips.tipQuote>('GET', '/live/api/tips/quote');
export const myTips = /* @__PURE__ */ call<typeof tips.myTips>('GET', '/live/api/tips/my');
export const createTip = /* @__PURE__ */ call<typeof tips.createTip>('POST', '/live/api/tips/create');
export const updateTip = /* @__PURE__ */ call<typeof tips.updateTip>('POST', '/live/api/tips/update');
export const deleteTip = /* @__PURE__ */ call<typeof tips.deleteTip>('POST', '/live/api/tips/delete');
export const topRating = /* @__PURE__ */ call<typeof tips.topRating>('GET', '/other/api/schedule-tips/v2/top-rating');

// user
export const guestLogin = /* @__PURE__ */ call<typeof user.guestLogin>('POST', '/live/api/user/guest-login');
export const guestInfo = /* @__PURE__ */ call<typeof user.guestInfo>('GET', '/live/api/user/guest-info');
export const userInfoCall = /* @__PURE__ */ call<typeof user.userInfoCall>('GET', '/live/api/user/info');
export const login = /* @__PURE__ */ call<typeof user.login>('POST', '/live/api/user/login');
export const register = /* @__PURE__ */ call<typeof user.register>('POST', '/live/api/user/register');
export const refreshToken = /* @__PURE__ */ call<typeof user.refreshToken>('POST', '/live/api/user/refresh-token');
export const logout = /* @__PURE__ */ call<typeof user.logout>('POST', '/live/api/user/logout');

// chat
export const chatRoomList = /* @__PURE__ */ call<typeof chat.chatRoomList>('GET', '/live/api/chat/room/list');
export const chatRoomDetail = /* @__PURE__ */ call<typeof chat.chatRoomDetail>('GET', '/live/api/chat/room/detail');
export const chatRoomFollow = /* @__PURE__ */ call<typeof chat.chatRoomFollow>('POST', '/live/api/chat/room/follow');
export const chatHistory = /* @__PURE__ */ call<typeof chat.chatHistory>('GET', '/live/api/chat/history');
export const chatBan = /* @__PURE__ */ call<typeof chat.chatBan>('POST', '/live/api/chat/moderation/ban');
export const chatMute = /* @__PURE__ */ call<typeof chat.chatMute>('POST', '/live/api/chat/moderation/mute');
export const chatLift = /* @__PURE__ */ call<typeof chat.chatLift>('POST', '/live/api/chat/moderation/lift');
export const chatDelete = /* @__PURE__ */ call<typeof chat.chatDelete>('POST', '/live/api/chat/moderation/delete');
export const chatPin = /* @__PURE__ */ call<typeof chat.chatPin>('POST', '/live/api/chat/moderation/pin');
export const chatSlowMode = /* @__PURE__ */ call<typeof chat.chatSlowMode>('POST', '/live/api/chat/moderation/slow-mode');
export const moderationLog = /* @__PURE__ */ call<typeof chat.moderationLog>('GET', '/live/api/chat/moderation/log');
export const privateList = /* @__PURE__ */ call<typeof chat.privateList>('GET', '/live/api/chat/private/list');
export const privateOpen = /* @__PURE__ */ call<typeof chat.privateOpen>('POST', '/live/api/chat/private/open');
export const friendSendRequest = /* @__PURE__ */ call<typeof chat.friendSendRequest>('POST', '/live/api/user/friend/send-request');
export const friendRespond = /* @__PURE__ */ call<typeof chat.friendRespond>('POST', '/live/api/user/friend/respond');
export const isFriend = /* @__PURE__ */ call<typeof chat.isFriend>('GET', '/live/api/user/friend/is-friend');
export const memberBlock = /* @__PURE__ */ call<typeof chat.memberBlock>('POST', '/live/api/user/friend/block');
export const memberUnblock = /* @__PURE__ */ call<typeof chat.memberUnblock>('POST', '/live/api/user/friend/unblock');
export const blockedList = /* @__PURE__ */ call<typeof chat.blockedList>('GET', '/live/api/user/friend/blocked');
export const messageList = /* @__PURE__ */ call<typeof chat.messageList>('GET', '/live/api/user/message/list');
export const messageMarkRead = /* @__PURE__ */ call<typeof chat.messageMarkRead>('POST', '/live/api/user/message/mark-read');

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
export const bookingSchedule = call<typeof booking.bookingSchedule>('POST', '/live/api/user/booking/booking-schedule');
export const bookingList = call<typeof booking.bookingList>('GET', '/live/api/user/booking/booking-list');
export const bookingCancel = call<typeof booking.bookingCancel>('POST', '/live/api/user/booking/cancel');

// resource
export const menu = call<typeof resource.menu>('POST', '/al/api/live/menu');
export const marqueeHomeList = call<typeof resource.marqueeHomeList>('GET', '/other/api/resource/marquee/home-list');
export const bannerList = call<typeof resource.bannerList>('GET', '/other/api/banner/list');
export const domainList = call<typeof resource.domainList>('GET', '/other/api/resource/domain/list');
export const languageList = call<typeof resource.languageList>('GET', '/other/api/live/language/v2/list');

// room
export const liveRoom = call<typeof room.liveRoom>('GET', '/live/api/schedule/liveRoom');
export const anchorSchedule = call<typeof room.anchorSchedule>('GET', '/al/api/schedule/anchorSchedule');
export const scheduleAnchor = call<typeof room.scheduleAnchor>('GET', '/live/api/schedule/anchor');
export const matchEvents = call<typeof room.matchEvents>('GET', '/live/api/schedule/match-events');
export const matchAnalysis = call<typeof room.matchAnalysis>('GET', '/live/api/schedule/analysis');
export const matchOdds = call<typeof room.matchOdds>('GET', '/live/api/schedule/odds');
export const matchOpinion = call<typeof room.matchOpinion>('GET', '/live/api/schedule/opinion');
export const voteOpinion = call<typeof room.voteOpinion>('POST', '/live/api/schedule/opinion');
export const matchTips = call<typeof room.matchTips>('GET', '/live/api/schedule/tips');

// schedule
export const featureMatch = call<typeof schedule.featureMatch>('GET', '/live/api/schedule/feature-match');
export const liveSchedule = call<typeof schedule.liveSchedule>('GET', '/live/api/schedule/liveSchedule');
export const scheduleModeList = call<typeof schedule.scheduleModeList>('GET', '/live/api/schedule-mode/list');
export const totalLiveSchedule = call<typeof schedule.totalLiveSchedule>('GET', '/other/api/schedule/total-live-schedule');

// tips
export const tipList = call<typeof tips.tipList>('GET', '/live/api/tips/list');
export const tipDetail = call<typeof tips.tipDetail>('GET', '/live/api/tips/detail');
export const tipEvents = call<typeof tips.tipEvents>('GET', '/live/api/tips/events');
export const tipOpenMatches = call<typeof tips.tipOpenMatches>('GET', '/live/api/tips/open-matches');
export const tipQuote = call<typeof tips.tipQuote>('GET', '/live/api/tips/quote');
export const myTips = call<typeof tips.myTips>('GET', '/live/api/tips/my');
export const createTip = call<typeof tips.createTip>('POST', '/live/api/tips/create');
export const updateTip = call<typeof tips.updateTip>('POST', '/live/api/tips/update');
export const deleteTip = call<typeof tips.deleteTip>('POST', '/live/api/tips/delete');
export const topRating = call<typeof tips.topRating>('GET', '/other/api/schedule-tips/v2/top-rating');

// user
export const guestLogin = call<typeof user.guestLogin>('POST', '/live/api/user/guest-login');
export const guestInfo = call<typeof user.guestInfo>('GET', '/live/api/user/guest-info');
export const userInfoCall = call<typeof user.userInfoCall>('GET', '/live/api/user/info');
export const login = call<typeof user.login>('POST', '/live/api/user/login');
export const register = call<typeof user.register>('POST', '/live/api/user/register');
export const refreshToken = call<typeof user.refreshToken>('POST', '/live/api/user/refresh-token');
export const logout = call<typeof user.logout>('POST', '/live/api/user/logout');

// chat
export const chatRoomList = call<typeof chat.chatRoomList>('GET', '/live/api/chat/room/list');
export const chatRoomDetail = call<typeof chat.chatRoomDetail>('GET', '/live/api/chat/room/detail');
export const chatRoomFollow = call<typeof chat.chatRoomFollow>('POST', '/live/api/chat/room/follow');
export const chatHistory = call<typeof chat.chatHistory>('GET', '/live/api/chat/history');
export const chatBan = call<typeof chat.chatBan>('POST', '/live/api/chat/moderation/ban');
export const chatMute = call<typeof chat.chatMute>('POST', '/live/api/chat/moderation/mute');
export const chatLift = call<typeof chat.chatLift>('POST', '/live/api/chat/moderation/lift');
export const chatDelete = call<typeof chat.chatDelete>('POST', '/live/api/chat/moderation/delete');
export const chatPin = call<typeof chat.chatPin>('POST', '/live/api/chat/moderation/pin');
export const chatSlowMode = call<typeof chat.chatSlowMode>('POST', '/live/api/chat/moderation/slow-mode');
export const privateList = call<typeof chat.privateList>('GET', '/live/api/chat/private/list');
export const privateOpen = call<typeof chat.privateOpen>('POST', '/live/api/chat/private/open');
export const friendSendRequest = call<typeof chat.friendSendRequest>('POST', '/live/api/user/friend/send-request');
export const friendRespond = call<typeof chat.friendRespond>('POST', '/live/api/user/friend/respond');
export const isFriend = call<typeof chat.isFriend>('GET', '/live/api/user/friend/is-friend');
export const messageList = call<typeof chat.messageList>('GET', '/live/api/user/message/list');
export const messageMarkRead = call<typeof chat.messageMarkRead>('POST', '/live/api/user/message/mark-read');

export { encodeFrame, MessageFrameTemplate } from './encode';
export { escapeHeader, unescapeHeader } from './escape';
export { StompFrameError, type StompFrame, type StompHeaders, type StompFrameErrorCode } from './frame';
export { StompParser, DEFAULT_STOMP_LIMITS, type StompLimits, type ParseResult } from './parser';

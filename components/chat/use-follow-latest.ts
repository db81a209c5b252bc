'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ChatMessage } from '@/lib/contract/chat';

/** How close to the bottom (px) still counts as reading the latest messages. */
const BOTTOM_SLACK_PX = 48;

export interface FollowLatest {
  scroller: RefObject<HTMLDivElement | null>;
  /** The viewer is at the bottom: new messages scroll into view. */
  following: boolean;
  /** Messages arrived while the viewer was reading older ones. */
  unseen: boolean;
  onScroll(): void;
  jumpToLatest(): void;
  /** Call before older messages are added on top, so the view stays where the viewer reads. */
  keepPlaceBeforePrepend(): void;
}

function scrollToBottom(el: HTMLElement): void {
  el.scrollTop = el.scrollHeight;
}

function scrollToFromBottom(el: HTMLElement, fromBottom: number): void {
  el.scrollTop = el.scrollHeight - fromBottom;
}

const isAtBottom = (el: HTMLElement): boolean => el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX;

/**
 * Twitch-style auto-scroll: stick to the newest message until the viewer scrolls up, then hold
 * still and offer a jump back down.
 */
export function useFollowLatest(messages: ChatMessage[]): FollowLatest {
  const scroller = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const followingRef = useRef(true);
  const lastIdRef = useRef<number | undefined>(undefined);
  const anchor = useRef<{ firstId: number | undefined; fromBottom: number } | null>(null);
  const firstId = messages[0]?.groupMessageId;
  const lastId = messages.at(-1)?.groupMessageId;

  const follow = useCallback((value: boolean) => {
    followingRef.current = value;
    setFollowing(value);
    if (value) setUnseen(false);
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const grew = lastId !== lastIdRef.current;
    lastIdRef.current = lastId;
    const kept = anchor.current;
    if (kept && kept.firstId !== firstId) {
      anchor.current = null;
      scrollToFromBottom(el, kept.fromBottom);
      return;
    }
    if (followingRef.current) scrollToBottom(el);
    else if (grew) setUnseen(true);
  }, [messages, firstId, lastId]);

  // The column changes height (theatre mode, a phone's keyboard): stay at the bottom if there.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (followingRef.current) scrollToBottom(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const atBottom = isAtBottom(el);
    if (atBottom !== followingRef.current) follow(atBottom);
  };

  const jumpToLatest = () => {
    const el = scroller.current;
    if (el) scrollToBottom(el);
    follow(true);
  };

  const keepPlaceBeforePrepend = () => {
    const el = scroller.current;
    if (el) anchor.current = { firstId, fromBottom: el.scrollHeight - el.scrollTop };
  };

  return { scroller, following, unseen, onScroll, jumpToLatest, keepPlaceBeforePrepend };
}

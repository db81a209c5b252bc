/** Asks the page's live room to show its chat (the phone bottom bar's chat button). */
export const OPEN_ROOM_CHAT_EVENT = 'room:open-chat';

/** true when a room on this page took the request; the caller then stays on the page. */
export function requestRoomChat(): boolean {
  const event = new Event(OPEN_ROOM_CHAT_EVENT, { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** A room answers requests while mounted; returns the stop. */
export function onRoomChatRequest(open: () => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    open();
  };
  window.addEventListener(OPEN_ROOM_CHAT_EVENT, listener);
  return () => window.removeEventListener(OPEN_ROOM_CHAT_EVENT, listener);
}

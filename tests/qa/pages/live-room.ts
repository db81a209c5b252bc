import type { Locator, Page } from '@playwright/test';
import { firstRoomPath } from '@/lib/domain/room-url';
import chat from '@/messages/vi/chat.json' with { type: 'json' };
import { makeMatch } from '@/tests/mocks/data';

/** A commentator's room of the demo match, with its player and chat. */
export class LiveRoom {
  /** The demo match's first room, as the mock's schedule links it. */
  static readonly path = firstRoomPath(makeMatch()) ?? '/';

  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(LiveRoom.path);
  }

  /** The notice the chat shows when its server cannot be reached (spec 8). */
  chatUnreachable(): Locator {
    return this.page.getByRole('alert').filter({ hasText: chat.state.unreachable });
  }

  /** The warning the chat shows once it stopped reconnecting (spec 4). */
  chatExhausted(): Locator {
    return this.page.getByRole('alert').filter({ hasText: chat.state.exhausted });
  }

  /** The chat header's connection dot, when it says this state ("Đã kết nối", "Đang kết nối lại…"). */
  chatStatus(state: 'connecting' | 'open' | 'reconnecting'): Locator {
    return this.page.getByRole('status', { name: chat.state[state], exact: true });
  }

  chatMessages(): Locator {
    return this.page.getByRole('log', { name: chat.list.messages });
  }

  /** Types a message and sends it; it shows in the list only once the chat server sends it back. */
  async sendChat(text: string): Promise<void> {
    await this.page.getByRole('textbox', { name: chat.composer.label }).fill(text);
    await this.page.getByRole('button', { name: chat.composer.send, exact: true }).click();
  }
}

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
}

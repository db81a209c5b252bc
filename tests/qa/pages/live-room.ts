import type { Locator, Page } from '@playwright/test';
import { featureMatch } from '@/lib/contract/schedule-calls';
import type { Match } from '@/lib/contract/schedule';
import { firstRoomPath } from '@/lib/domain/room-url';
import chat from '@/messages/vi/chat.json' with { type: 'json' };

/** A commentator's room of a featured match of the demo data, with its player and chat. */
export class LiveRoom {
  constructor(readonly page: Page) {}

  /** The first featured match's first room, as the home page links it. */
  async path(): Promise<string> {
    const response = await this.page.request.get(`${featureMatch.path}?pageSize=12`);
    const { data } = (await response.json()) as { data: Match[] };
    const path = data.map(firstRoomPath).find((p): p is string => p !== null);
    if (!path) throw new Error('the demo data has no featured match with a room');
    return path;
  }

  async open(): Promise<void> {
    await this.page.goto(await this.path());
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

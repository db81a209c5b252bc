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
}

import type { ConsoleMessage, Locator, Page } from '@playwright/test';

/** The room's video, and what its player writes to the browser console. */
export class RoomPlayer {
  readonly video: Locator;
  /** The player's own log lines (`[player] …`), in the order the console got them. */
  readonly logged: string[] = [];

  constructor(readonly page: Page) {
    this.video = page.getByTestId('live-player');
    page.on('console', (message: ConsoleMessage) => {
      if (message.text().startsWith('[player]')) this.logged.push(message.text());
    });
  }

  /** Seconds played and how much media the element holds (HTMLMediaElement.readyState: 2 = a frame to show). */
  progress(): Promise<{ currentTime: number; readyState: number }> {
    return this.video.evaluate((video: HTMLVideoElement) => ({ currentTime: video.currentTime, readyState: video.readyState }));
  }
}

import type { Locator, Page } from '@playwright/test';
import schedule from '@/messages/vi/schedule.json' with { type: 'json' };

/** The live schedule (`/lich-truc-tiep`) as a Vietnamese viewer sees it: the day's matches by league, or its empty and error states. */
export class SchedulePage {
  static readonly path = '/lich-truc-tiep';

  constructor(readonly page: Page) {}

  async open(path: string = SchedulePage.path): Promise<void> {
    await this.page.goto(path);
  }

  /** The day's matches, one section per league. */
  list(): Locator {
    return this.page.getByTestId('schedule-list');
  }

  empty(): Locator {
    return this.page.getByText(schedule.list.emptyTitle);
  }

  failed(): Locator {
    return this.page.getByText(schedule.list.errorTitle);
  }

  /** Presses the error state's retry; it fails when the state is gone within two seconds. */
  async retry(): Promise<void> {
    await this.page.getByRole('button', { name: schedule.list.retry }).click({ timeout: 2_000 });
  }
}

import { expect, type BrowserContext, type Page } from '@playwright/test';
import { CHUNK_RELOAD_STORAGE_KEY } from '@/components/app/chunk-reload-guard';
import { COOKIES } from '@/lib/domain/constants';
import { SiteHeader } from './site-header';

const CHUNK_PATH = '/_next/static/chunks/';

/** One page's documents and its chunk-reload guard: what a chunk-fail test drives and watches. */
export class ChunkRecovery {
  /** Full loads of the page (the first one and every reload); a client-side navigation makes none. */
  loads = 0;
  private readonly context: BrowserContext;

  constructor(readonly page: Page) {
    this.context = page.context();
    page.on('load', () => void (this.loads += 1));
  }

  /**
   * Waits until the page's idle-time services run, the chunk-reload guard among them: they also write
   * the time-zone cookie, so its arrival says they are mounted. Call `forgetServices` before a reload.
   */
  async servicesRunning(): Promise<void> {
    await expect.poll(async () => (await this.context.cookies()).some((c) => c.name === COOKIES.timezone)).toBe(true);
  }

  /** Drops the time-zone cookie, so `servicesRunning` waits for the next document's services. */
  async forgetServices(): Promise<void> {
    await this.context.clearCookies({ name: COOKIES.timezone });
  }

  /**
   * Opens the sign-in dialog: its forms are a chunk the page fetches on first opening, so under
   * chunk-fail this is a chunk failing after the page loaded. Resolves once the failure arrived.
   */
  async failAChunk(): Promise<void> {
    const failed = this.page.waitForResponse((response) => response.url().includes(CHUNK_PATH) && response.status() === 404);
    await new SiteHeader(this.page).signIn().click();
    await failed;
  }

  /** When the guard last reloaded the page (its session-storage stamp), or null. */
  reloadedAt(): Promise<string | null> {
    return this.page.evaluate((key) => window.sessionStorage.getItem(key), CHUNK_RELOAD_STORAGE_KEY);
  }
}

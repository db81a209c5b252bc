import { expect, test as base } from '@playwright/test';

/** Every browser test imports `test` and `expect` from here, so page-wide checks apply to every suite. */
export const test = base;
export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

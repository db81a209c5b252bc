import { expect, test as base, type BrowserContext } from '@playwright/test';
import { watchPageHeads } from './head-checks';

const CSP_CONSOLE = /Content Security Policy|Content-Security-Policy/i;

interface PageChecks {
  /**
   * What the browser refused under the Content-Security-Policy in this test: console reports and
   * `securitypolicyviolation` events, in the test's own context and any it opens. Every test fails
   * when one is left; a test that provokes one on purpose takes it out of the list.
   */
  cspViolations: string[];
  /** Pages of the site loaded in this test without their canonical, alternates or OpenGraph card. */
  headProblems: string[];
}

async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page?.url() ?? ''}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
}

/** Every browser test imports `test` and `expect` from here, so page-wide checks apply to every suite. */
export const test = base.extend<PageChecks>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      // Contexts a test opens itself (a second visitor, another language) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await watchCsp(opened, violations);
        return opened;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  headProblems: [
    async ({ context, baseURL }, use) => {
      const problems: string[] = [];
      if (baseURL) await watchPageHeads(context, new URL(baseURL).origin, problems);
      await use(problems);
      expect(problems, 'pages without canonical, hreflang alternates or OpenGraph tags').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

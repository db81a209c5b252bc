import type { BrowserContext, Locator, Page } from '@playwright/test';
import auth from '@/messages/vi/auth.json' with { type: 'json' };

/** The site's top bar, as a Vietnamese viewer sees it: sign-in, the member's menu, sign-out. */
export class SiteHeader {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
  }

  signIn(): Locator {
    return this.root.getByRole('button', { name: auth.actions.openLogin });
  }

  memberName(): Locator {
    return this.root.getByTestId('member-name');
  }

  async logout(displayName: string): Promise<void> {
    await this.root.getByRole('button', { name: auth.member.menu.replace('{name}', displayName) }).click();
    await this.root.getByRole('button', { name: auth.actions.logout }).click();
  }
}

/** A cookie of the site, or undefined when the browser holds none by that name. */
export async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

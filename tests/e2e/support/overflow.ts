import { expect, type Page } from '@playwright/test';

interface SidewaysOverflow {
  /** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
  overflow: number;
  /** The innermost elements that stick out past the viewport, so a failure says what to fix. */
  culprits: string[];
}

/** Measures the page's sideways overflow and names what causes it (elements inside a scroller are fine). */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const insideScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > width + 0.5 && !insideScroller(el);
    });
    const innermost = sticksOut.filter((el) => !sticksOut.some((other) => other !== el && el.contains(other)));
    const culprits = innermost.slice(0, 5).map((el) => {
      const box = el.getBoundingClientRect();
      const classes = typeof el.className === 'string' ? el.className.slice(0, 80) : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()} class="${classes}"> right ${Math.round(box.right)} px: "${text}"`;
    });
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
}

/** Fails when the page scrolls sideways, listing the elements that stick out. */
export async function expectNoSidewaysScroll(page: Page, label = page.url()): Promise<void> {
  const { overflow, culprits } = await sidewaysOverflow(page);
  expect(overflow, `${label} scrolls sideways; sticking out: ${culprits.join('; ') || 'nothing measurable'}`).toBeLessThanOrEqual(0);
}

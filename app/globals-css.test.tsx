import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(__dirname, 'globals.css'), 'utf8');

/** Every selector of the style sheet, comments removed. */
function selectors(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)].flatMap((m) => (m[1] ?? '').split(',')).map((s) => s.trim()).filter(Boolean);
}

describe('the global style sheet', () => {
  it('has no rule whose subject is the root or body with :has(), which restyles the whole page on every insertion', () => {
    const rootHas = selectors(css).filter((selector) => /^(?:html|body|:root)(?:\[[^\]]*\]|\.[\w-]+)*:has\([^)]*\)(?:\[[^\]]*\]|\.[\w-]+)*$/.test(selector));
    expect(rootHas).toEqual([]);
  });

  it('defines no animation that never ends: the live dots pulse as they appear, then rest', () => {
    const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
    const animations = [...text.matchAll(/--animate-[\w-]+:\s*([^;]+);/g)].map((m) => m[1] ?? '');
    expect(animations.length).toBeGreaterThan(0);
    expect(animations.filter((value) => /\binfinite\b/.test(value))).toEqual([]);
  });

  it('is read whole by the check above', () => {
    expect(selectors(css)).toContain('body:has([data-own-mode-bar]) [data-mode-bar]');
    expect(selectors('html:has(dialog[open]:modal) { overflow: hidden; }')).toEqual(['html:has(dialog[open]:modal)']);
  });
});

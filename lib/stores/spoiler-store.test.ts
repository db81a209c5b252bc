// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SPOILER_FREE_ATTR, SPOILER_READY_ATTR, SPOILER_STORAGE_KEY, spoilerFreeScript } from './spoiler-dom';
import { hydrateSpoilerStore, useSpoilerStore } from './spoiler-store';

const html = document.documentElement;
const runScript = () => new Function(spoilerFreeScript())();
const store = (value: string) => localStorage.setItem(SPOILER_STORAGE_KEY, value);

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute(SPOILER_FREE_ATTR);
  html.removeAttribute(SPOILER_READY_ATTR);
});

describe('the pre-paint spoiler-free script', () => {
  it('marks <html> when the stored mode is on', () => {
    store(JSON.stringify({ state: { on: true, revealed: [3] }, version: 0 }));
    runScript();
    expect(html.hasAttribute(SPOILER_FREE_ATTR)).toBe(true);
  });

  it('leaves <html> alone when the mode is off, never chosen, or the stored value is broken', () => {
    for (const value of [JSON.stringify({ state: { on: false, revealed: [] } }), '{not json', JSON.stringify({ on: true })]) {
      store(value);
      runScript();
      expect(html.hasAttribute(SPOILER_FREE_ATTR), value).toBe(false);
    }
    localStorage.clear();
    runScript();
    expect(html.hasAttribute(SPOILER_FREE_ATTR)).toBe(false);
  });
});

describe('the spoiler store', () => {
  it('marks <html> ready once it has read the viewer’s choice, with that choice in its state', async () => {
    store(JSON.stringify({ state: { on: true, revealed: [3] }, version: 0 }));
    expect(html.hasAttribute(SPOILER_READY_ATTR)).toBe(false);
    hydrateSpoilerStore();
    expect(html.hasAttribute(SPOILER_READY_ATTR)).toBe(true);
    expect(useSpoilerStore.getState()).toMatchObject({ on: true, revealed: [3] });
  });

  it('keeps what the viewer does in the shape the pre-paint script reads, and reads broken values as off', () => {
    store('{not json');
    hydrateSpoilerStore();
    expect(useSpoilerStore.getState()).toMatchObject({ on: false, revealed: [] });
    useSpoilerStore.getState().toggle();
    useSpoilerStore.getState().reveal(7);
    expect(JSON.parse(localStorage.getItem(SPOILER_STORAGE_KEY) ?? '')).toMatchObject({ state: { on: true, revealed: [7] } });
    runScript();
    expect(html.hasAttribute(SPOILER_FREE_ATTR)).toBe(true);
    useSpoilerStore.getState().toggle();
    expect(JSON.parse(localStorage.getItem(SPOILER_STORAGE_KEY) ?? '')).toMatchObject({ state: { on: false, revealed: [] } });
  });
});

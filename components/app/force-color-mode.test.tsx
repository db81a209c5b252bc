import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ColorModeProvider, useColorMode } from './color-mode-provider';
import { ForceColorMode } from './force-color-mode';
import { COLOR_MODE_STORAGE_KEY, type ColorMode } from './color-mode';
import { colorModeScript } from './color-mode-dom';

function stubSystemScheme(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const html = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html().className = '';
  stubSystemScheme(false);
});

afterEach(() => vi.unstubAllGlobals());

describe('colour mode', () => {
  it('follows the system dark scheme when the preference is system', async () => {
    stubSystemScheme(true);
    render(<ColorModeProvider>page</ColorModeProvider>);
    await waitFor(() => expect(html()).toHaveClass('dark'));
  });

  it('keeps the chosen preference in local storage', async () => {
    let choose: (mode: ColorMode) => void = () => undefined;
    function Chooser() {
      choose = useColorMode().setMode;
      return null;
    }
    render(
      <ColorModeProvider>
        <Chooser />
      </ColorModeProvider>,
    );
    act(() => choose('pitch'));
    await waitFor(() => expect(html()).toHaveClass('pitch'));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('pitch');
  });
});

describe('colour mode on the first frame and after', () => {
  const runScript = (forced?: 'dark' | 'pitch') => new Function(colorModeScript(forced))();

  it.each([
    ['pitch', false, 'pitch'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['nonsense', true, 'dark'],
  ])('the early script shows the stored mode %s (system dark: %s) as %s before anything renders', (stored, dark, shown) => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored);
    stubSystemScheme(dark);
    html().className = 'light';
    runScript();
    expect(html().className).toBe(shown);
  });

  it('the early script shows a layout-level forced theme whatever is stored', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    runScript('pitch');
    expect(html().className).toBe('pitch');
  });

  it('leaves <html> alone on mount when the early script already showed the theme', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    html().className = 'dark';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(html(), { attributes: true });
    const headChildren = document.head.children.length;
    render(<ColorModeProvider>page</ColorModeProvider>);
    await act(async () => undefined);
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(document.head.children.length).toBe(headChildren);
  });

  it('follows a choice made in another tab', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    render(<ColorModeProvider>page</ColorModeProvider>);
    await waitFor(() => expect(html()).toHaveClass('light'));
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'pitch');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY, newValue: 'pitch' }));
    });
    await waitFor(() => expect(html()).toHaveClass('pitch'));
    expect(html()).not.toHaveClass('light');
  });
});

describe('ForceColorMode', () => {
  it('shows the page in the forced mode whatever the preference', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    render(
      <ColorModeProvider>
        <ForceColorMode mode="dark" />
      </ColorModeProvider>,
    );
    await waitFor(() => expect(html()).toHaveClass('dark'));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('gives the preference back when the forcing page goes away', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    const { rerender } = render(
      <ColorModeProvider>
        <ForceColorMode mode="pitch" />
      </ColorModeProvider>,
    );
    await waitFor(() => expect(html()).toHaveClass('pitch'));
    rerender(<ColorModeProvider>page</ColorModeProvider>);
    await waitFor(() => expect(html()).toHaveClass('light'));
    expect(html()).not.toHaveClass('pitch');
  });

  it('refuses to force "system", with a warning, and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'pitch');
    stubSystemScheme(false);
    render(
      <ColorModeProvider>
        <ForceColorMode mode="system" />
      </ColorModeProvider>,
    );
    await waitFor(() => expect(html()).toHaveClass('pitch'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"system"'));
  });

  it('refuses "system" as a layout-level forced mode too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    render(<ColorModeProvider forcedMode="system">page</ColorModeProvider>);
    await waitFor(() => expect(html()).toHaveClass('dark'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"system"'));
  });

  it('applies a layout-level forced mode', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    render(<ColorModeProvider forcedMode="pitch">page</ColorModeProvider>);
    await waitFor(() => expect(html()).toHaveClass('pitch'));
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, DEFAULT_LOCALE } from '@/lib/domain/locale';
import { LIVE_MODES } from '@/lib/domain/live-modes';
import { NAMESPACES } from './namespaces';

const root = fileURLToPath(new URL('../../messages', import.meta.url));

type Tree = { [key: string]: string | Tree };

function read(locale: string, file: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(root, locale, `${file}.json`), 'utf8')) as Tree;
}

/** Flattens a message tree to `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(id, value);
    else for (const [k, v] of flatten(value, id)) out.set(k, v);
  }
  return out;
}

/** The top-level ICU arguments of a message, e.g. `{path}` and `{count, plural, …}`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === '{') {
      if (depth === 0) {
        const name = /^\{\s*([A-Za-z_][\w]*)/.exec(message.slice(i))?.[1];
        if (name) names.add(name);
      }
      depth++;
    } else if (ch === '}') depth--;
  }
  return [...names].sort();
}

const others = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

describe('messages', () => {
  it('registers every file of every locale as a namespace', () => {
    for (const locale of LOCALES) {
      const files = fs.readdirSync(path.join(root, locale)).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
      expect(files.filter((f) => !(NAMESPACES as readonly string[]).includes(f)), locale).toEqual([]);
    }
  });

  it.each(NAMESPACES)('has a %s file in every locale', (ns) => {
    for (const locale of LOCALES) {
      expect(fs.existsSync(path.join(root, locale, `${ns}.json`)), `${locale}/${ns}`).toBe(true);
    }
  });

  describe.each(NAMESPACES)('namespace %s', (ns) => {
    const reference = flatten(read(DEFAULT_LOCALE, ns));

    it.each(others)('has every Vietnamese key in %s, and no extra key', (locale) => {
      const keys = [...flatten(read(locale, ns)).keys()].sort();
      expect(keys).toEqual([...reference.keys()].sort());
    });

    it.each(others)('uses the same placeholders in %s as in Vietnamese', (locale) => {
      const translated = flatten(read(locale, ns));
      for (const [key, text] of reference) {
        expect(argumentsOf(translated.get(key) ?? ''), `${locale} ${ns}.${key}`).toEqual(argumentsOf(text));
      }
    });

    it('has no empty message', () => {
      for (const locale of LOCALES) {
        for (const [key, text] of flatten(read(locale, ns))) {
          expect(text.trim(), `${locale} ${ns}.${key}`).not.toBe('');
        }
      }
    });
  });

  it('names every live mode of the domain table', () => {
    const keys = Object.keys(read(DEFAULT_LOCALE, 'liveModes')).sort();
    expect(keys).toEqual(LIVE_MODES.map((m) => m.key).sort());
  });

  it('shows the path in the 404 and route-validation messages', () => {
    for (const locale of LOCALES) {
      const errors = flatten(read(locale, 'errors'));
      expect(errors.get('notFound.message')).toContain('{path}');
      expect(errors.get('routeNotFound.message')).toContain('{path}');
    }
  });

  it('keeps the English wording of the spec for the error pages', () => {
    const errors = flatten(read('en', 'errors'));
    expect(errors.get('notFound.message')).toBe('Page not found: {path}');
    expect(errors.get('routeNotFound.message')).toBe('Page Not Found: {path}');
    expect(errors.get('serverError.title')).toBe('Internal Server Error');
  });
});

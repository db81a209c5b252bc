import type { Locale } from '@/lib/domain/locale';
import { EN } from './en';
import type { LanguageTexts } from './types';
import { VI } from './vi';
import { ZH } from './zh';

export { COMMENTATOR_VI } from './vi';
export type { LanguageTexts, PollText } from './types';
export { whenPhrase } from './when';

export const TEXTS: Readonly<Record<Locale, LanguageTexts>> = { vi: VI, en: EN, zh: ZH };

/** Fills `{name}` slots; a slot without a value is a mistake in the texts, not something to print. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`feed seed: no value for {${name}} in "${template}"`);
    return value;
  });
}

/** The slots a template uses. */
export const slotsOf = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

export const teamCalled = (lang: Locale, name: string): string => TEXTS[lang].teams[name] ?? name;

export const leagueCalled = (lang: Locale, slug: string, catalogueName: string): string => TEXTS[lang].leagues[slug] ?? catalogueName;

/** "Hà Nội FC" → "#HaNoiFC": how fans tag a club, without marks or spaces. */
export function clubTag(name: string): string {
  const plain = name.replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D')).normalize('NFD').replace(/\p{M}/gu, '');
  return `#${plain.replace(/[^A-Za-z0-9]/g, '')}`;
}

import { Faker, base, de, en, es, fr, it, nl, pt_BR, pt_PT, vi, type LocaleDefinition } from '@faker-js/faker';
import { hashString } from './seeded';

/** The seed demo data is built from when none is given; the feed continues from the one recorded. */
export const DEFAULT_SEED = 20261122;

const LOCALES = { vi, en, es, fr, de, it, nl, pt_BR, pt_PT } satisfies Record<string, LocaleDefinition>;
export type NameLocale = keyof typeof LOCALES;

/** A faker of its own per purpose, so adding data in one place does not reshuffle another. */
export function fakerFor(seed: number, purpose: string, locale: NameLocale = 'en'): Faker {
  const faker = new Faker({ locale: [LOCALES[locale], en, base] });
  faker.seed((seed ^ hashString(`${purpose}:${locale}`)) >>> 0);
  return faker;
}

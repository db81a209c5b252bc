import { Faker, base, de, en, es, fr, it, nl, pt_BR, pt_PT, vi, type LocaleDefinition } from '@faker-js/faker';
import { hashString } from '@/lib/random/seeded';

export const DEFAULT_SEED = 20261122;

const LOCALES = { vi, en, es, fr, de, it, nl, pt_BR, pt_PT } satisfies Record<string, LocaleDefinition>;
export type NameLocale = keyof typeof LOCALES;

/** A faker of its own per purpose, so adding data in one place does not reshuffle another. */
export function fakerFor(seed: number, purpose: string, locale: NameLocale = 'en'): Faker {
  const faker = new Faker({ locale: [LOCALES[locale], en, base] });
  faker.seed((seed ^ hashString(`${purpose}:${locale}`)) >>> 0);
  return faker;
}

/** Name locale for a nationality; English for the rest. */
export function nameLocaleOf(nationality: string): NameLocale {
  switch (nationality) {
    case 'Vietnam':
      return 'vi';
    case 'Spain':
    case 'Argentina':
    case 'Uruguay':
    case 'Colombia':
      return 'es';
    case 'France':
    case 'Belgium':
      return 'fr';
    case 'Germany':
    case 'Austria':
    case 'Switzerland':
      return 'de';
    case 'Italy':
      return 'it';
    case 'Netherlands':
      return 'nl';
    case 'Brazil':
      return 'pt_BR';
    case 'Portugal':
      return 'pt_PT';
    default:
      return 'en';
  }
}

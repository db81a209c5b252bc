import type { NameLocale } from '@/lib/random/faker';

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

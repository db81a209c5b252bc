import type { Locale } from '@/lib/domain/locale';
import type { Messages } from '@/lib/i18n/messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

import type { Locale } from '@/lib/domain/locale';
import type { Messages } from '@/lib/i18n/namespaces';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

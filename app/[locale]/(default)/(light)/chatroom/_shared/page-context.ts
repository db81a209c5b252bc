export { localeOf } from '@/lib/page-kit/context';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}


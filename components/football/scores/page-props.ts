import type { SearchParams } from './day-request';

export { localeOf } from '@/lib/page-kit/context';

export interface ScoresPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

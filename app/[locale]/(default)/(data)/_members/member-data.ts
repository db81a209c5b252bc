import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { DataOf, Endpoint } from '@/lib/contract/endpoint';
import { serverApiResult } from '@/server/api/server-api';
import { localeOf } from '@/lib/page-kit/context';

export interface MemberPageProps {
  params: Promise<{ locale: string }>;
}

type MetaKey = 'hub' | 'missions' | 'checkIn' | 'referral';

export function memberMetadata(key: MetaKey) {
  return async ({ params }: MemberPageProps): Promise<Metadata> => {
    const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'members.meta' });
    return { title: t(key), description: t(`${key}Description`) };
  };
}

/**
 * The member's data for a page, asked of the API in process with the visitor's own token; null for a
 * guest (or when any part could not be read), who is then shown the login prompt.
 */
type DataList<E extends readonly Endpoint[]> = { [K in keyof E]: DataOf<E[K]> };

export async function memberData<const E extends readonly Endpoint[]>(...endpoints: E): Promise<DataList<E> | null> {
  const results = await Promise.all(endpoints.map((e) => serverApiResult(e)));
  if (results.some((r) => !r.ok)) return null;
  return results.map((r) => (r.ok ? r.data : null)) as DataList<E>;
}

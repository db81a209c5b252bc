import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
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
 * The member's data for a page, each part read with `serverData` through the query the browser uses
 * (with the visitor's own token); null for a guest, or when any part could not be read, who is then
 * shown the login prompt.
 */
export async function memberData<const T extends readonly unknown[]>(...reads: { [K in keyof T]: Promise<T[K] | null> }): Promise<T | null> {
  const answers = await Promise.all(reads);
  return answers.some((a) => a === null) ? null : (answers as unknown as T);
}

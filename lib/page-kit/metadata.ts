import type { Metadata } from 'next';
import type { MessageKeys, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/namespaces';
import { localeOf } from './context';

type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type KeyIn<N extends MessageNamespace> = MessageKeys<NestedValueOf<Messages, N>, NestedKeyOf<NestedValueOf<Messages, N>>>;

interface MessageMetadata<N extends MessageNamespace> {
  title: KeyIn<N>;
  description: KeyIn<N>;
  /** A member's own page: kept out of search engines. */
  noindex?: boolean;
}

/**
 * `generateMetadata` of a page whose title and description are messages of its section. The
 * canonical address, alternates and share cards come from the locale layout for every page.
 */
export function metadataFromMessages<N extends MessageNamespace>(namespace: N, keys: MessageMetadata<N>) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = localeOf((await params).locale);
    // The keys were checked against the namespace above; the translator's own generic type cannot follow N.
    const t = (await getTranslations({ locale, namespace })) as unknown as (key: string) => string;
    return {
      title: t(keys.title),
      description: t(keys.description),
      ...(keys.noindex ? { robots: { index: false } } : {}),
    };
  };
}

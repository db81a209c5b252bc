import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces } from '@/lib/i18n/messages';
import { DEFAULT_GROUP_NAMESPACES, type Namespace } from '@/lib/i18n/namespaces';

interface SectionMessagesProps {
  /** The section's own namespaces, added to the default layout's. */
  namespaces: readonly Namespace[];
  children: ReactNode;
}

/**
 * Gives a section's client components its own messages. The default layout ships only what the
 * shell needs, so each section adds its namespaces where it renders, not on every page.
 */
export async function SectionMessages({ namespaces, children }: SectionMessagesProps) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickNamespaces(messages, [...DEFAULT_GROUP_NAMESPACES, ...namespaces])}>{children}</NextIntlClientProvider>;
}

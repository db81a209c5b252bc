import type { Metadata } from 'next';
import type { LocaleParams } from '../_shared/page-context';
import { MessagesPage, messagesMetadata } from '../_shared/messages-page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return messagesMetadata((await params).locale);
}

export default async function PrivateMessagesPage({ params }: LocaleParams) {
  return <MessagesPage requestedLocale={(await params).locale} />;
}

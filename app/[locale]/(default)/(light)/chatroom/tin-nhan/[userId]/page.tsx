import type { Metadata } from 'next';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { MESSAGES_PATH, parseRouteId } from '@/components/chatroom/chatroom-paths';
import { MessagesPage, messagesMetadata } from '../../_shared/messages-page';

interface ConversationPageProps {
  params: Promise<{ locale: string; userId: string }>;
}

export async function generateMetadata({ params }: ConversationPageProps): Promise<Metadata> {
  return messagesMetadata((await params).locale);
}

/** /chatroom/tin-nhan/{userId}: the conversation with one friend; an id that is not a number is the route-validation 404. */
export default async function ConversationPage({ params }: ConversationPageProps) {
  const { locale, userId: raw } = await params;
  const friendId = parseRouteId(raw);
  if (friendId === null) routeValidationNotFound(`${MESSAGES_PATH}/${raw}`);
  return <MessagesPage requestedLocale={locale} friendId={friendId} />;
}

import type { Metadata } from 'next';
import type { LocaleParams } from '../_shared/page-context';
import { RoomsPage, roomsMetadata } from '../_shared/rooms-page';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return roomsMetadata(props, 'following');
}

export default function FollowedChatRoomsPage(props: LocaleParams) {
  return <RoomsPage {...props} tab="following" />;
}

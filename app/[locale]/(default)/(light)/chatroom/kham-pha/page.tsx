import type { Metadata } from 'next';
import type { LocaleParams } from '../_shared/page-context';
import { RoomsPage, roomsMetadata } from '../_shared/rooms-page';

export function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return roomsMetadata(props, 'discover');
}

export default function DiscoverChatRoomsPage(props: LocaleParams) {
  return <RoomsPage {...props} tab="discover" />;
}

import { NotFoundView } from '@/components/app/not-found-view';

// notFound() from a page of the site's default layout: the header and navigation stay around the message.
export default function DefaultNotFound() {
  return <NotFoundView kind="routeNotFound" inSite />;
}

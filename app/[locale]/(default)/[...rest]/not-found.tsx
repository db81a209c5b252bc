import { NotFoundView } from '@/components/app/not-found-view';

export default function UnknownPathNotFound() {
  return <NotFoundView kind="notFound" inSite />;
}

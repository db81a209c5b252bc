import { NotFoundView } from '@/components/app/not-found-view';

// notFound() from any page under a locale: a route matched but what it names does not exist
// (route-validation failures, see routeValidationNotFound).
export default function LocaleNotFound() {
  return <NotFoundView kind="routeNotFound" />;
}

import { TermsView } from '@/components/info/terms-view';
import { infoLocale, infoMetadata, type InfoRouteProps } from '../_info/info-route';

export const generateMetadata = infoMetadata('terms');

/** /dieu-kien-dieu-khoan: an information page; its text lives in messages/{locale}/info.json. */
export default async function TermsPage(props: InfoRouteProps) {
  await infoLocale(props);
  return <TermsView />;
}

import { InfoView } from '@/components/info/info-view';
import { infoLocale, infoMetadata, type InfoRouteProps } from '../_info/info-route';

export const generateMetadata = infoMetadata('info');

/** /thong-tin: an information page; its text lives in messages/{locale}/info.json. */
export default async function InfoPageRoute(props: InfoRouteProps) {
  await infoLocale(props);
  return <InfoView />;
}

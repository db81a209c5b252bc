import { ChangeLogView } from '@/components/info/change-log-view';
import { infoLocale, infoMetadata, type InfoRouteProps } from '../_info/info-route';

export const generateMetadata = infoMetadata('changeLog');

/** /nhat-ky-thay-doi: an information page; its text lives in messages/{locale}/info.json. */
export default async function ChangeLogPage(props: InfoRouteProps) {
  await infoLocale(props);
  return <ChangeLogView />;
}

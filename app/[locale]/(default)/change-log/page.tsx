import { ChangeLogView } from '@/components/info/change-log-view';
import { infoLocale, infoMetadata, type InfoRouteProps } from '../_info/info-route';

export const generateMetadata = infoMetadata('changeLog');

/** /change-log: the same page as /nhat-ky-thay-doi. */
export default async function ChangeLogAliasPage(props: InfoRouteProps) {
  await infoLocale(props);
  return <ChangeLogView />;
}

import { AboutView } from '@/components/info/about-view';
import { infoLocale, infoMetadata, type InfoRouteProps } from '../_info/info-route';

export const generateMetadata = infoMetadata('about');

/** /ve-chung-toi: an information page; its text lives in messages/{locale}/info.json. */
export default async function AboutPage(props: InfoRouteProps) {
  await infoLocale(props);
  return <AboutView />;
}

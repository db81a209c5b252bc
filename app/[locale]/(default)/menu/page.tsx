import { connection } from 'next/server';
import { MenuView } from '@/components/info/menu-view';
import { menusQuery, NO_MENUS } from '@/lib/api/queries/resources';
import { serverData } from '@/server/api/server-query';
import { infoLocale, infoMetadata, type InfoRouteProps } from '../_info/info-route';

export const generateMetadata = infoMetadata('menu');

/** /menu: the full menu, from the rows the header, sports bar and footer draw (the bottom bar's menu button leads here). */
export default async function MenuPage(props: InfoRouteProps) {
  await infoLocale(props);
  // The menu rows are data: read per request, never prerendered at build time, when there is no database.
  await connection();
  // The same query as the layout's: one read per request serves both.
  return <MenuView menus={(await serverData(menusQuery())) ?? NO_MENUS} />;
}

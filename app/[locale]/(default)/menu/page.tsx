import { connection } from 'next/server';
import { MenuView } from '@/components/info/menu-view';
import type { Menus } from '@/lib/contract/resource';
import { reportError } from '@/lib/observability/report';
import { getDb } from '@/server/db/client';
import { menus } from '@/server/services/resources';
import { infoLocale, infoMetadata, type InfoRouteProps } from '../_info/info-route';

export const generateMetadata = infoMetadata('menu');

/** /menu: the full menu, from the rows the header, sports bar and footer draw (the bottom bar's menu button leads here). */
export default async function MenuPage(props: InfoRouteProps) {
  const locale = await infoLocale(props);
  // The menu rows are data: read per request, never prerendered at build time, when there is no database.
  await connection();
  let data: Menus = { 'header-v4': [], footerv4: [], nav: [] };
  try {
    data = await menus(await getDb(), {}, { locale });
  } catch (err) {
    reportError(err, { where: 'menu page', locale });
  }
  return <MenuView menus={data} />;
}

import type { z } from 'zod';
import type { Banner, MarqueeItem, Menus, bannerList, domainEntry, domainList, menu } from '@/lib/contract/resource';
import { MENU_SECTIONS, type MenuSection } from '@/lib/domain/menu';
import type { Db } from '@/server/db/client';
import { inLocale } from './localized';
import type { ServiceCtx } from './schedule';

/**
 * Menu sections. Rows without a location apply everywhere; rows with one only when the caller
 * names that location.
 */
export async function menus(db: Db, body: z.output<typeof menu.body>, ctx: ServiceCtx): Promise<Menus> {
  const wanted: readonly MenuSection[] = body.sections ?? MENU_SECTIONS;
  const out: Menus = { 'header-v4': [], footerv4: [], nav: [] };
  if (wanted.length === 0) return out;
  const rows = await db
    .selectFrom('menus')
    .selectAll()
    .where('section', 'in', [...wanted])
    .where((eb) => (body.location ? eb.or([eb('location', 'is', null), eb('location', '=', body.location)]) : eb('location', 'is', null)))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  for (const r of rows) {
    out[r.section as MenuSection].push({
      id: r.id,
      label: inLocale(r, 'label', ctx.locale),
      href: r.href,
      icon: r.icon,
      liveModeId: r.liveModeId,
    });
  }
  return out;
}

export async function marquee(db: Db, ctx: ServiceCtx): Promise<MarqueeItem[]> {
  const rows = await db.selectFrom('marquee').selectAll().where('active', '=', 1).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, text: inLocale(r, 'text', ctx.locale), href: r.href }));
}

/** Banners of a position; a banner bound to a domain shows only on that domain. */
export async function banners(db: Db, q: z.output<typeof bannerList.query>, ctx: ServiceCtx): Promise<Banner[]> {
  let query = db.selectFrom('banners').selectAll();
  if (q.position) query = query.where('position', '=', q.position);
  query = query.where((eb) => (q.domain ? eb.or([eb('domain', 'is', null), eb('domain', '=', q.domain)]) : eb('domain', 'is', null)));
  const rows = await query.orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    title: inLocale(r, 'title', ctx.locale),
    subtitle: inLocale(r, 'subtitle', ctx.locale),
    image: r.image,
    href: r.href,
  }));
}

export async function domains(db: Db, q: z.output<typeof domainList.query>): Promise<z.infer<typeof domainEntry>[]> {
  let query = db.selectFrom('domains').select(['id', 'domain', 'name', 'kind']);
  if (q.domain) query = query.where('domain', '=', q.domain);
  return query.orderBy('sort').orderBy('id').execute();
}

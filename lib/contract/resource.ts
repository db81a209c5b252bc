import { z } from 'zod';
import { endpoint } from './endpoint';
import { MENU_SECTIONS } from '@/lib/domain/menu';

export const menuItem = z.object({
  id: z.number().int(),
  label: z.string(),
  href: z.string(),
  icon: z.string().nullable(),
  liveModeId: z.number().int().nullable(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menus = z.object({
  'header-v4': z.array(menuItem),
  footerv4: z.array(menuItem),
  nav: z.array(menuItem),
});
export type Menus = z.infer<typeof menus>;

export const menu = endpoint({
  method: 'POST',
  path: '/al/api/live/menu',
  body: z.object({
    location: z.string().max(16).optional(),
    sections: z.array(z.enum(MENU_SECTIONS)).max(MENU_SECTIONS.length).optional(),
  }),
  data: menus,
});

export const marqueeItem = z.object({ id: z.number().int(), text: z.string(), href: z.string().nullable() });
export type MarqueeItem = z.infer<typeof marqueeItem>;

export const marqueeHomeList = endpoint({
  method: 'GET',
  path: '/other/api/resource/marquee/home-list',
  data: z.array(marqueeItem),
});

export const banner = z.object({
  id: z.number().int(),
  position: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  href: z.string(),
});
export type Banner = z.infer<typeof banner>;

export const bannerList = endpoint({
  method: 'GET',
  path: '/other/api/banner/list',
  query: z.object({ position: z.string().max(32).optional(), domain: z.string().max(253).optional() }),
  data: z.array(banner),
});

export const domainEntry = z.object({ id: z.number().int(), domain: z.string(), name: z.string(), kind: z.string() });

export const domainList = endpoint({
  method: 'GET',
  path: '/other/api/resource/domain/list',
  query: z.object({ domain: z.string().max(253).optional() }),
  data: z.array(domainEntry),
});

export const languageList = endpoint({
  method: 'GET',
  path: '/other/api/live/language/v2/list',
  query: z.object({
    locale: z.enum(['vi', 'en', 'zh']),
    version: z.literal('v4').default('v4'),
    category: z.string().regex(/^[a-z][a-zA-Z0-9-]*$/).max(32).optional(),
  }),
  data: z.record(z.string(), z.unknown()),
});

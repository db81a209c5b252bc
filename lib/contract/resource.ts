import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import * as calls from './resource-calls';
import { MENU_SECTIONS } from '@/lib/domain/menu';

export const menuItem = z.object({
  id: z.int(),
  label: z.string(),
  href: z.string(),
  icon: z.nullable(z.string()),
  liveModeId: z.nullable(z.int()),
});
export type MenuItem = z.infer<typeof menuItem>;

export const menus = z.object({
  'header-v4': z.array(menuItem),
  footerv4: z.array(menuItem),
  nav: z.array(menuItem),
});
export type Menus = z.infer<typeof menus>;

export const menu = endpoint(calls.menu, {
  body: z.object({
    location: z.optional(z.string().check(z.maxLength(16))),
    sections: z.optional(z.array(z.enum(MENU_SECTIONS)).check(z.maxLength(MENU_SECTIONS.length))),
  }),
  data: menus,
});

export const marqueeItem = z.object({ id: z.int(), text: z.string(), href: z.nullable(z.string()) });
export type MarqueeItem = z.infer<typeof marqueeItem>;

export const marqueeHomeList = endpoint(calls.marqueeHomeList, {
  data: z.array(marqueeItem),
});

export const banner = z.object({
  id: z.int(),
  position: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  href: z.string(),
});
export type Banner = z.infer<typeof banner>;

export const bannerList = endpoint(calls.bannerList, {
  query: z.object({ position: z.optional(z.string().check(z.maxLength(32))), domain: z.optional(z.string().check(z.maxLength(253))) }),
  data: z.array(banner),
});

export const domainEntry = z.object({ id: z.int(), domain: z.string(), name: z.string(), kind: z.string() });

export const domainList = endpoint(calls.domainList, {
  query: z.object({ domain: z.optional(z.string().check(z.maxLength(253))) }),
  data: z.array(domainEntry),
});

export const languageList = endpoint(calls.languageList, {
  query: z.object({
    locale: z.enum(['vi', 'en', 'zh']),
    version: z._default(z.literal('v4'), 'v4'),
    category: z.optional(z.string().check(z.regex(/^[a-z][a-zA-Z0-9-]*$/), z.maxLength(32))),
  }),
  data: z.record(z.string(), z.unknown()),
});

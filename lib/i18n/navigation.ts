export { redirect, usePathname, useRouter, getPathname } from './locale-navigation';
export { IntentLink as Link } from './intent-link';

import { notFound } from 'next/navigation';

/**
 * Ends rendering of a page whose URL parameters fail validation, with the 404 page reading
 * 'Page Not Found: {path}' (app/[locale]/not-found.tsx, status 404).
 *
 * Next.js cannot carry data through `notFound()`, so the page shows the address the visitor
 * requested, which is the `path` validated here; the argument names the failing path at the call site.
 */
export function routeValidationNotFound(path: string): never {
  void path;
  notFound();
}

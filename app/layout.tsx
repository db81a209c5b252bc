import type { ReactNode } from 'react';

// The document (<html>, <body>) is rendered by app/[locale]/layout.tsx. This pass-through root
// exists so app/not-found.tsx has a layout, for paths that reach no locale at all. It imports
// nothing, so routes with their own document (the bench baseline) stay free of our code.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}

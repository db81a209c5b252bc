/** First focusable element: jumps over the header and navigation to the page content. */
export function SkipLink({ label, target = 'main' }: { label: string; target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-accent-fg"
    >
      {label}
    </a>
  );
}

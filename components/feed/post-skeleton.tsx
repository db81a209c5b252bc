import { Skeleton } from '@/components/ui/skeleton';

/** Post-shaped placeholders while a list loads, named once for assistive tech. */
export function PostSkeletons({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
          <div className="flex items-center gap-2.5">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex flex-col gap-1.5">
              <Skeleton className="h-3.5 w-32" />
              <Skeleton className="h-3 w-20" />
            </div>
          </div>
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-3/4" />
          {i === 0 ? <Skeleton className="aspect-[4/3] w-full rounded-xl" /> : null}
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

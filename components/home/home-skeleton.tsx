import { Skeleton } from '@/components/ui/skeleton';

const CARDS = 8;
const ROWS = 6;

/** The home page's shape while its data loads, so nothing jumps when it arrives. */
export function HomeSkeleton() {
  return (
    <div className="flex flex-col gap-6 py-4 md:gap-8 md:py-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <Skeleton className="h-10 w-56 rounded-full" />
        <Skeleton className="h-10 flex-1 rounded-xl" />
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="aspect-[2/1] rounded-xl md:aspect-[8/3]" />
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-1 lg:grid-rows-2">
          <Skeleton className="aspect-[2/1] rounded-xl lg:aspect-auto" />
          <Skeleton className="aspect-[2/1] rounded-xl lg:aspect-auto" />
        </div>
      </div>

      <div>
        <Skeleton className="mb-3 h-7 w-48" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {Array.from({ length: CARDS }, (_, i) => (
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      </div>

      <div>
        <Skeleton className="mb-3 h-7 w-56" />
        <div className="grid items-start gap-4 xl:grid-cols-2">
          {[0, 1].map((group) => (
            <div key={group} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
              <Skeleton className="h-5 w-32" />
              {Array.from({ length: ROWS }, (_, i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

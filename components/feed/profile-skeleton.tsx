import { Skeleton } from '@/components/ui/skeleton';

/** A profile-shaped placeholder (cover, then the header's lines) while a profile loads. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="aspect-[3/1] w-full rounded-xl sm:aspect-[4/1]" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

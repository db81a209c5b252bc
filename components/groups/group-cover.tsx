import { generatedCover } from '@/components/feed/profile-cover';
import { cn } from '@/components/ui/cn';

/** A group's cover picture, or a gradient of its own colours; decorative either way (the name says what it is). */
export function GroupCover({ id, cover, className, priority = false }: { id: number; cover: string | null; className?: string; priority?: boolean }) {
  return (
    <div className={cn('relative overflow-hidden bg-surface-2', className)} style={cover ? undefined : generatedCover(id * 31 + 7)} data-testid="group-cover">
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- a cover the server redrew, served from our uploads
        <img src={cover} alt="" width={1500} height={500} className="size-full object-cover" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
      ) : null}
    </div>
  );
}

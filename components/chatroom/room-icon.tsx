import { MessagesSquare, Radio } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/** A room's badge (size it through className): a speech bubble, or an on-air mark for the chat of a live room. */
export function RoomIcon({ live, className = 'size-11' }: { live: boolean; className?: string }) {
  const Icon = live ? Radio : MessagesSquare;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl ring-1 ring-border',
        live ? 'bg-live/12 text-live' : 'bg-accent/12 text-accent',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}

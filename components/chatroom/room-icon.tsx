import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';

/** A room's badge (size it through className): a speech bubble, or an on-air mark for the chat of a live room. */
export function RoomIcon({ live, className = 'size-11' }: { live: boolean; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl ring-1 ring-border',
        live ? 'bg-live/12 text-live' : 'bg-accent/12 text-accent',
        className,
      )}
    >
      <Icon name={live ? 'radio' : 'messages-square'} className="size-5" />
    </span>
  );
}

import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

export interface ModalSheetHeadingProps {
  icon: LucideIcon;
  /** The id the sheet is labelled by. */
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
}

/** The top of a modal sheet: its icon in a tile, the title the sheet is labelled by, and a line of lead. */
export function ModalSheetHeading({ icon: Icon, titleId, title, lead }: ModalSheetHeadingProps) {
  return (
    <div className="mb-5 flex items-start gap-3 pr-8">
      <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/12 text-accent">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 id={titleId} className="text-lg font-bold tracking-tight text-fg">
          {title}
        </h2>
        {lead ? <p className="mt-0.5 text-sm text-muted">{lead}</p> : null}
      </div>
    </div>
  );
}

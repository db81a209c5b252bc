import { badgeForRole, type BadgeLabel } from '@/lib/domain/badges';
import { cn } from '@/components/ui/cn';
import { readableNameColour } from './name-colour';

// The hues of members who chose none; each is drawn lighter or darker per theme to stay readable.
const NAME_COLOURS = ['#e5484d', '#2f9e44', '#1c7ed6', '#d9480f', '#ae3ec9', '#0c8599', '#e67700', '#7048e8'] as const;
const HEX = /^#[0-9a-f]{6}$/i;

export function nameColour(userId: number, colorName: string | null): string {
  if (colorName && HEX.test(colorName)) return colorName;
  return NAME_COLOURS[Math.abs(userId) % NAME_COLOURS.length] ?? NAME_COLOURS[0];
}

const BADGE_STYLES: Record<BadgeLabel, string> = {
  BLV: 'bg-live-solid text-white',
  QC: 'bg-accent text-accent-fg',
  AD: 'bg-success text-white',
  LV: 'bg-surface-2 text-muted ring-1 ring-border',
};

/** The sender's badge: BLV, QC, AD, or a member's LV with their level ("LV 12"). */
export function RoleBadge({ siteRoleId, level }: { siteRoleId: number; level?: number | null }) {
  const label = badgeForRole(siteRoleId);
  if (!label) return null;
  const text = label === 'LV' && level ? `${label} ${level}` : label;
  return (
    <span data-badge={label} className={cn('mr-1 inline-flex h-4 items-center rounded px-1 align-[1px] text-[10px] font-extrabold leading-none tracking-wide tabular-nums', BADGE_STYLES[label])}>
      {text}
    </span>
  );
}

export function SenderName({ userId, showName, colorName }: { userId: number; showName: string; colorName: string | null }) {
  return (
    <span className="font-bold" translate="no" style={{ color: readableNameColour(nameColour(userId, colorName)) }}>
      {showName}
    </span>
  );
}

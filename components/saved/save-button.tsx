'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Button } from '@/components/ui/button';
import type { SavedKind } from '@/lib/domain/saved';
import { SAVE_LABELS } from './save-labels';

// The toggle's queries, writes and toasts load after the page is interactive: reading comes first.
const SaveToggle = lazy(() => import('./save-toggle').then((m) => ({ default: m.SaveToggle })));

interface SaveButtonProps {
  kind: SavedKind;
  id: number;
  className?: string;
}

/** Saves an item to the member's list, or takes it off; drawn at once as "Save", working a moment later. */
export function SaveButton(props: SaveButtonProps) {
  const hydrated = useHydrated();
  const look = <SaveButtonLook kind={props.kind} className={props.className} />;
  if (!hydrated) return look;
  return (
    <Suspense fallback={look}>
      <SaveToggle {...props} />
    </Suspense>
  );
}

/** The unsaved button, as the toggle draws it, until the toggle has loaded. */
function SaveButtonLook({ kind, className }: { kind: SavedKind; className?: string }) {
  const t = useTranslations('saved');
  const label = t(SAVE_LABELS[kind].save);
  return (
    // aria-disabled, not disabled: it looks the same, and a press waits (a browser test too) until it works.
    <Button variant="outline" size="sm" className={className} aria-pressed={false} aria-disabled aria-label={label} title={label} data-testid="save-button">
      <Icon name="bookmark" />
      {t('save')}
    </Button>
  );
}

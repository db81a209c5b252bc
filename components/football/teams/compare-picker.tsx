'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { NameSearch } from './name-search';
import type { SearchKind } from './use-name-search';

export interface ComparePickerProps {
  kind: SearchKind;
  basePath: string;
  /** The comparison's current query (both slots), kept when one slot changes. */
  params: Readonly<Record<string, string>>;
  slot: string;
  label: string;
}

/** Picks the player or team of one side; the choice goes into the URL so the page can be shared. */
export function ComparePicker({ kind, basePath, params, slot, label }: ComparePickerProps) {
  const router = useRouter();
  const t = useTranslations('teams.search');
  return (
    <NameSearch
      kind={kind}
      label={`${label}: ${kind === 'player' ? t('players') : t('teams')}`}
      onPick={(hit) => router.push(`${basePath}?${new URLSearchParams({ ...params, [slot]: String(hit.id) }).toString()}`)}
    />
  );
}

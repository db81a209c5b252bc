'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { CalendarPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { GroupDetail } from '@/lib/api/queries/groups';

const EventCreateDialog = dynamic(() => import('@/components/events/event-create-dialog').then((m) => m.EventCreateDialog), { ssr: false });

/** A member plans a watch party from the group's page; the party's form opens with the group chosen. */
export function GroupPartyButton({ group }: { group: Pick<GroupDetail, 'id' | 'name' | 'privacy'> }) {
  const t = useTranslations('groups.feed');
  const [planning, setPlanning] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setPlanning(true)} aria-haspopup="dialog" data-testid="group-party-open">
        <CalendarPlus aria-hidden />
        {t('planParty')}
      </Button>
      {planning ? <EventCreateDialog group={{ id: group.id, name: group.name, privacy: group.privacy }} onClose={() => setPlanning(false)} /> : null}
    </>
  );
}

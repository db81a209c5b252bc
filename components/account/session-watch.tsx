'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsMember } from '@/lib/stores/session-store';

/** The page was drawn for a member: when that member logs out here, it is drawn again (for the guest). */
export function SessionWatch() {
  const isMember = useIsMember();
  const router = useRouter();
  const wasMember = useRef(false);
  useEffect(() => {
    if (isMember) wasMember.current = true;
    else if (wasMember.current) {
      wasMember.current = false;
      router.refresh();
    }
  }, [isMember, router]);
  return null;
}

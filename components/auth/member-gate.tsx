'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/page-kit/empty-state';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsMember, useSessionStatus } from '@/lib/stores/session-store';

interface MemberGateProps {
  title: string;
  text: string;
  login: string;
  icon?: ReactNode;
  /** More to say above the button, such as what membership gives. */
  children?: ReactNode;
  testId?: string;
}

/**
 * What a guest sees instead of a member's page, with the login one click away. The server drew it for a
 * guest; when the browser's session settles as a member's (one renewed on load), the page is rendered
 * again for the member. A login later is SessionRefresh's to follow.
 */
export function MemberGate({ title, text, login, icon, children, testId }: MemberGateProps) {
  const isMember = useIsMember();
  const ready = useSessionStatus() === 'ready';
  const router = useRouter();
  const settled = useRef(false);
  useEffect(() => {
    if (!ready || settled.current) return;
    settled.current = true;
    if (isMember) router.refresh();
  }, [ready, isMember, router]);
  return (
    <div data-testid={testId}>
      <EmptyState
        icon={icon}
        title={title}
        description={text}
        action={
          <div className="flex flex-col items-center gap-3">
            {children}
            <Button aria-haspopup="dialog" onClick={() => openAuthDialog('login')} data-testid="member-gate-login">
              <LogIn aria-hidden />
              {login}
            </Button>
          </div>
        }
      />
    </div>
  );
}

'use client';

import type { ReactNode } from 'react';
import { LogIn } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useRefreshOnLogin } from './use-refresh-on-login';

interface MemberGateProps {
  title: string;
  text: string;
  login: string;
  icon?: ReactNode;
}

/** What a guest sees instead of a member's page; after logging in the page is rendered for the member. */
export function MemberGate({ title, text, login, icon }: MemberGateProps) {
  useRefreshOnLogin();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={text}
      action={
        <Button aria-haspopup="dialog" onClick={() => openAuthDialog('login')} data-testid="member-gate-login">
          <LogIn aria-hidden />
          {login}
        </Button>
      }
    />
  );
}

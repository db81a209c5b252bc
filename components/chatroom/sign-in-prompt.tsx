'use client';

import { LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/page-kit/empty-state';

/** What a guest sees where a member's list would be: why, and the log-in form one click away. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const t = useTranslations('chatroom.guest');
  return (
    <EmptyState
      icon={<LogIn aria-hidden />}
      title={title}
      description={text}
      action={
        <Button aria-haspopup="dialog" onClick={() => openAuthDialog('login')}>
          <LogIn aria-hidden />
          {t('action')}
        </Button>
      }
    />
  );
}

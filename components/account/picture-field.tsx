'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { AccountInfo } from '@/lib/contract/accounts';
import { updateInfo } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { AVATAR } from '@/lib/domain/accounts';
import { useAccountUpdated } from './use-account-update';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The picture with "upload" and "remove"; size and type are checked here first, and again by the server. */
export function PictureField({ account }: { account: AccountInfo }) {
  const t = useTranslations('account.profile');
  const updated = useAccountUpdated();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(profilePicture: string | null) {
    setPending(true);
    const result = await apiRequest(updateInfo, { body: { profilePicture } });
    setPending(false);
    if (result.ok) {
      setError(null);
      updated(result.data);
      toast.success(t(profilePicture ? 'pictureSaved' : 'pictureRemoved'));
    } else {
      setError(result.status === 413 ? t('tooLarge', { mb: AVATAR.maxBytes / 1024 / 1024 }) : result.status === 422 ? t('badType') : t('failed'));
    }
  }

  async function onPick(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > AVATAR.maxBytes) return setError(t('tooLarge', { mb: AVATAR.maxBytes / 1024 / 1024 }));
    if (!(AVATAR.types as readonly string[]).includes(file.type)) return setError(t('badType'));
    await save(await readAsDataUrl(file));
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={account.user.displayName} src={account.user.profilePicture} size="lg" className="size-16 text-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => input.current?.click()} aria-disabled={pending}>
            {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <ImageUp aria-hidden />}
            {t('choose')}
          </Button>
          {account.user.profilePicture ? (
            <Button variant="outline" onClick={() => void save(null)} aria-disabled={pending}>
              <Trash2 aria-hidden />
              {t('remove')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-muted">{t('pictureHint', { mb: AVATAR.maxBytes / 1024 / 1024 })}</p>
        {error ? (
          <p role="alert" className="text-xs font-medium text-live">
            {error}
          </p>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={AVATAR.types.join(',')}
          aria-label={t('choose')}
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void onPick(e.target.files?.[0])}
        />
      </div>
    </div>
  );
}

'use client';

import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ImagePlus, Pencil, Trash2 } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { FormSheet } from '@/components/page-kit/form-sheet';
import { Button } from '@/components/ui/button';
import { editProfile, feedKeys, type FeedProfile } from '@/lib/api/queries/feed';
import { POST_LIMITS } from '@/lib/domain/feed';
import { CharCount, charCount } from './char-count';
import { feedErrorText } from './feed-errors';
import { useFeedViewer } from './feed-viewer';
import { generatedCover } from './profile-cover';
import { readAsDataUrl } from './use-picture-uploads';

/** `undefined`: the cover stays as it is; null: it is taken off; a data URL: the new picture. */
type CoverChange = string | null | undefined;

/** The member's own bio and cover picture. */
export function ProfileEditDialog({ profile, onClose }: { profile: FeedProfile; onClose: () => void }) {
  const t = useTranslations('feed');
  const id = useId();
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const file = useRef<HTMLInputElement>(null);
  const [bio, setBio] = useState(profile.bio);
  const [cover, setCover] = useState<CoverChange>(undefined);
  const [tooLarge, setTooLarge] = useState(false);
  const save = useMutation({
    mutationFn: () => editProfile({ bio, ...(cover !== undefined ? { cover } : {}) }),
    onSuccess: (saved) => {
      client.setQueryData<FeedProfile>(feedKeys.profile(viewer, profile.author.userId), (p) => (p ? { ...p, ...saved } : p));
      toast.success(t('profile.saved'));
      onClose();
    },
  });
  const used = charCount(bio);
  const shown = cover === undefined ? profile.cover : cover;
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setTooLarge(picked.size > POST_LIMITS.imageMaxBytes);
    if (picked.size <= POST_LIMITS.imageMaxBytes) setCover(await readAsDataUrl(picked));
    if (file.current) file.current.value = '';
  };

  return (
    <FormSheet
      icon={Pencil}
      title={t('profile.editTitle')}
      failure={save.isError ? feedErrorText(save.error, (key) => t(`errors.${key}`)) : null}
      labels={{ close: t('profile.close'), cancel: t('profile.cancel'), submit: t('profile.save') }}
      busy={save.isPending}
      canSubmit={used <= POST_LIMITS.bioMax}
      onSubmit={(e) => {
        e.preventDefault();
        if (used <= POST_LIMITS.bioMax && !save.isPending) save.mutate();
      }}
      onClose={onClose}
      testId="profile-edit"
    >
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold text-fg">{t('profile.cover')}</span>
        <div className="aspect-[4/1] overflow-hidden rounded-lg bg-surface-2" style={shown ? undefined : generatedCover(profile.author.userId)}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the member's own picture, before it is sent */}
          {shown ? <img src={shown} alt={t('profile.coverPreview')} className="size-full object-cover" /> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <input ref={file} type="file" accept="image/*" className="sr-only" tabIndex={-1} onChange={(e) => void pick(e.target.files?.[0])} data-testid="cover-file" />
          <Button variant="outline" size="sm" onClick={() => file.current?.click()}>
            <ImagePlus aria-hidden />
            {t('profile.pickCover')}
          </Button>
          {shown ? (
            <Button variant="ghost" size="sm" onClick={() => setCover(null)}>
              <Trash2 aria-hidden />
              {t('profile.removeCover')}
            </Button>
          ) : null}
        </div>
        {tooLarge ? <p role="alert" className="text-sm text-live">{t('errors.tooLarge')}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-bio`} className="text-sm font-semibold text-fg">
          {t('profile.bio')}
        </label>
        <textarea
          id={`${id}-bio`}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          rows={4}
          aria-describedby={`${id}-count`}
          placeholder={t('profile.bioPlaceholder')}
          className="w-full resize-y rounded-xl border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 md:text-sm"
        />
        <CharCount id={`${id}-count`} used={used} max={POST_LIMITS.bioMax} />
      </div>
    </FormSheet>
  );
}

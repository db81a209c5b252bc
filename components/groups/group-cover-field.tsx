'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { ImagePlus, Trash2 } from 'lucide-react';
import { readAsDataUrl } from '@/components/feed/use-picture-uploads';
import { Button } from '@/components/ui/button';
import { POST_LIMITS } from '@/lib/domain/feed';

interface GroupCoverFieldProps {
  /** The cover shown: the group's own, one just chosen, or null. */
  cover: string | null;
  onChange: (cover: string | null) => void;
  /** A picture that cannot be sent (too large, not an image). */
  onRefused: () => void;
}

/** The group's cover: a preview, a picture to choose, and a way back to the drawn one. */
export function GroupCoverField({ cover, onChange, onRefused }: GroupCoverFieldProps) {
  const t = useTranslations('groups.form');
  const file = useRef<HTMLInputElement>(null);
  const pick = async (picked: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!picked) return;
    if (picked.size > POST_LIMITS.imageMaxBytes || !picked.type.startsWith('image/')) return onRefused();
    onChange(await readAsDataUrl(picked));
  };
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-semibold text-fg">{t('cover')}</span>
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- the group's cover or the member's own picture, before it is sent
        <img src={cover} alt={t('coverPreview')} className="aspect-[3/1] w-full rounded-lg object-cover" />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <input ref={file} type="file" accept="image/*" className="sr-only" tabIndex={-1} onChange={(e) => void pick(e.target.files?.[0])} data-testid="group-cover-file" />
        <Button variant="outline" size="sm" onClick={() => file.current?.click()}>
          <ImagePlus aria-hidden />
          {t('pickCover')}
        </Button>
        {cover ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <Trash2 aria-hidden />
            {t('removeCover')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

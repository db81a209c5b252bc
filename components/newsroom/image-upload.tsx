'use client';

import { useRef, useState } from 'react';
import { ImageUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { buttonClasses } from '@/components/ui/button';
import { apiRequest } from '@/lib/api/lazy-client';
import { newsroomImage } from '@/lib/contract/newsroom-calls';
import { NEWS_IMAGE } from '@/lib/domain/newsroom';
import { refusalOf } from './draft-state';
import { useRefusalText } from './use-refusal-text';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

interface ImageUploadProps {
  label: string;
  onUploaded(path: string): void;
  testId?: string;
}

/** A button that picks a picture and uploads it as JSON (a data URL); the server checks and redraws it. */
export function ImageUpload({ label, onUploaded, testId }: ImageUploadProps) {
  const t = useTranslations('newsroom');
  const refusalText = useRefusalText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    if (file.size > NEWS_IMAGE.maxBytes) {
      toast.error(t('errors.tooLarge'));
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest(newsroomImage, { body: { image: await readAsDataUrl(file) } });
      if (result.ok) onUploaded(result.data.path);
      else toast.error(refusalText(refusalOf(result.status, result.message)));
    } catch {
      toast.error(t('errors.badImage'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <label aria-disabled={busy} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'cursor-pointer focus-within:ring-2 focus-within:ring-accent/40 aria-disabled:pointer-events-none aria-disabled:opacity-60' })}>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <ImageUp aria-hidden />
      {busy ? t('editor.uploading') : label}
    </label>
  );
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFeedImage } from '@/lib/api/queries/feed';
import { POST_LIMITS } from '@/lib/domain/feed';
import type { PostImageData } from './post-images';

export type PictureStatus = 'uploading' | 'done' | 'failed';

export interface Picture {
  key: string;
  file: File;
  /** A local address for the preview, until the composer lets go of it. */
  preview: string;
  status: PictureStatus;
  /** What the server made of it: the path `feedCreate` takes, and its size. */
  uploaded: PostImageData | null;
  error: unknown;
  /** The member's description of the picture, sent with the post. */
  alt: string;
}

/** Why a picked file was not taken before anything was sent. */
export type PickRefusal = 'tooMany' | 'tooLarge' | 'notImage';

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

let seq = 0;

/**
 * The composer's pictures: each is sent to the server as soon as it is picked (the server checks and
 * redraws it), so a post goes out the moment the member presses "post". Order can be changed.
 */
export function usePictureUploads() {
  const [pictures, setPictures] = useState<Picture[]>([]);
  const live = useRef(new Set<string>());
  const update = useCallback((key: string, change: Partial<Picture>) => setPictures((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p))), []);

  const upload = useCallback(
    async (key: string, file: File) => {
      update(key, { status: 'uploading', error: null });
      try {
        const uploaded = await uploadFeedImage(await readAsDataUrl(file));
        if (live.current.has(key)) update(key, { status: 'done', uploaded });
      } catch (error) {
        if (live.current.has(key)) update(key, { status: 'failed', error });
      }
    },
    [update],
  );

  /** Takes the files that fit; answers why any were left out. */
  const add = (files: readonly File[]): PickRefusal | null => {
    let refusal: PickRefusal | null = null;
    const room = POST_LIMITS.imagesMax - pictures.length;
    const taken: Picture[] = [];
    for (const file of files) {
      if (!file.type.startsWith('image/')) refusal = 'notImage';
      else if (file.size > POST_LIMITS.imageMaxBytes) refusal = 'tooLarge';
      else if (taken.length >= room) refusal = 'tooMany';
      else taken.push({ key: `pic-${++seq}`, file, preview: URL.createObjectURL(file), status: 'uploading', uploaded: null, error: null, alt: '' });
    }
    for (const p of taken) live.current.add(p.key);
    setPictures((all) => [...all, ...taken]);
    for (const p of taken) void upload(p.key, p.file);
    return refusal;
  };

  const remove = (key: string) => {
    live.current.delete(key);
    setPictures((all) => {
      const gone = all.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return all.filter((p) => p.key !== key);
    });
  };

  const move = (key: string, by: -1 | 1) =>
    setPictures((all) => {
      const from = all.findIndex((p) => p.key === key);
      const to = from + by;
      if (from < 0 || to < 0 || to >= all.length) return all;
      const next = [...all];
      const [picked] = next.splice(from, 1);
      if (picked) next.splice(to, 0, picked);
      return next;
    });

  const describe = (key: string, alt: string) => update(key, { alt });

  const retry = (key: string) => {
    const picture = pictures.find((p) => p.key === key);
    if (picture) void upload(key, picture.file);
  };

  const clear = () => {
    for (const p of pictures) URL.revokeObjectURL(p.preview);
    live.current.clear();
    setPictures([]);
  };

  // Previews are let go of when the composer goes away.
  const current = useRef(pictures);
  useEffect(() => {
    current.current = pictures;
  });
  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  return { pictures, add, remove, move, retry, describe, clear };
}

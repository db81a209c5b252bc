'use client';

import { useCallback, useEffect, useState, type RefObject } from 'react';

type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Full screen for the player box; iPhone Safari only lets the video itself go full screen. */
export function useFullscreen(box: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [box]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const element = box.current;
    if (element?.requestFullscreen) void element.requestFullscreen().catch(() => undefined);
    else (video.current as IosVideo | null)?.webkitEnterFullscreen?.();
  }, [box, video]);

  return { active, toggle };
}

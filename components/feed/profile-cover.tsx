import type { CSSProperties } from 'react';

/** Two hues from the member's id, so a profile without a cover still has its own colours (the same on every visit). */
export function generatedCover(userId: number): CSSProperties {
  const hue = (userId * 137) % 360;
  return { backgroundImage: `linear-gradient(135deg, hsl(${hue} 70% 45%), hsl(${(hue + 60) % 360} 75% 35%) 60%, hsl(${(hue + 140) % 360} 60% 25%))` };
}

/** A profile's cover picture, or its generated gradient; decorative either way. */
export function ProfileCover({ userId, cover }: { userId: number; cover: string | null }) {
  return (
    <div className="relative aspect-[3/1] w-full overflow-hidden rounded-t-xl bg-surface-2 sm:aspect-[4/1]" style={cover ? undefined : generatedCover(userId)} data-testid="profile-cover">
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- the member's own cover, redrawn by the server
        <img src={cover} alt="" width={1600} height={400} className="size-full object-cover" fetchPriority="high" />
      ) : null}
    </div>
  );
}

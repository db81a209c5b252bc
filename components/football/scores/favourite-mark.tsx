'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useFavouriteTeams } from '@/components/schedule/use-favourite-teams';
import { FavouriteStar } from './favourite-star';

const NONE: ReadonlySet<number> = new Set();
const FavouriteTeams = createContext<ReadonlySet<number>>(NONE);

/**
 * Loads the member's favourite teams once for a page of match rows. The rows are drawn on the server
 * the same for everyone (so the page can be shared by the crowd); the browser marks the member's own.
 */
export function FavouriteTeamsScope({ children }: { children: ReactNode }) {
  return <FavouriteTeams.Provider value={useFavouriteTeams()}>{children}</FavouriteTeams.Provider>;
}

/** The favourite star of a match row, when one of its teams is a favourite of the member. */
export function FavouriteMark({ teams, label, className }: { teams: readonly number[]; label: string; className?: string }) {
  const favourites = useContext(FavouriteTeams);
  return teams.some((id) => favourites.has(id)) ? <FavouriteStar label={label} className={className} /> : null;
}

/** The classes that give a row holding a favourite star its favourite border (`border-l-2` rows). */
export const FAVOURITE_ROW = 'has-[[data-testid=favourite-star]]:border-l-warning';

import { cache } from 'react';
import type { Locale } from '@/lib/domain/locale';
import { getDb } from '@/server/db/client';
import { leagueDetail } from '@/server/services/teams-league';
import { managerDetail } from '@/server/services/teams-manager';
import { playerDetail } from '@/server/services/teams-player';
import { teamDetail } from '@/server/services/teams-team';
import { venueDetail } from '@/server/services/teams-venue';

// Cached per request so generateMetadata and the page share one load.
export const loadTeam = cache(async (teamId: number, locale: Locale) => teamDetail(await getDb(), { teamId }, { locale }));
export const loadPlayer = cache(async (playerId: number, locale: Locale) => playerDetail(await getDb(), { playerId }, { locale }));
export const loadLeague = cache(async (leagueId: number, locale: Locale) => leagueDetail(await getDb(), { leagueId }, { locale }));
export const loadVenue = cache(async (venueId: number, locale: Locale) => venueDetail(await getDb(), { venueId }, { locale }));
export const loadManager = cache(async (managerId: number, locale: Locale) => managerDetail(await getDb(), { managerId }, { locale }));

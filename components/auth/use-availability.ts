'use client';

import { useEffect, useState } from 'react';
import { checkEmail, checkPhone, checkUsername } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';

export type AvailabilityKind = 'username' | 'email' | 'phone';
export type Availability = 'idle' | 'checking' | 'free' | 'taken';

/** How long typing must pause before the server is asked. */
export const AVAILABILITY_DEBOUNCE_MS = 400;

async function ask(kind: AvailabilityKind, value: string, signal: AbortSignal): Promise<boolean | null> {
  const result =
    kind === 'username'
      ? await apiRequest(checkUsername, { body: { username: value }, signal })
      : kind === 'email'
        ? await apiRequest(checkEmail, { body: { email: value }, signal })
        : await apiRequest(checkPhone, { body: { phoneNumber: value }, signal });
  return result.ok ? result.data.available : null;
}

/**
 * Whether a name, email or phone is still free, asked as the visitor types (debounced). Only a value
 * that passed the local rules is sent; a failed check says nothing rather than something wrong.
 */
export function useAvailability(kind: AvailabilityKind, value: string, enabled: boolean): Availability {
  const [state, setState] = useState<{ value: string; availability: Availability }>({ value: '', availability: 'idle' });
  useEffect(() => {
    if (!enabled || value === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ value, availability: 'checking' });
      void ask(kind, value, controller.signal).then((available) => {
        if (controller.signal.aborted) return;
        setState({ value, availability: available === null ? 'idle' : available ? 'free' : 'taken' });
      });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, value, enabled]);
  // An answer about an earlier value says nothing about this one.
  return enabled && state.value === value ? state.availability : 'idle';
}

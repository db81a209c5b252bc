import { broadcast } from './broadcast';
import { esport } from './esport';
import { gifts } from './gifts';
import { lantern } from './lantern';
import type { Rand } from './shared';
import { stadium } from './stadium';
import { tips } from './tips';
import { trophy } from './trophy';

export const MOTIFS = { stadium, broadcast, gifts, esport, tips, lantern, trophy } as const satisfies Record<string, (rand: Rand) => string>;

export type Motif = keyof typeof MOTIFS;

export function isMotif(value: string): value is Motif {
  return Object.hasOwn(MOTIFS, value);
}

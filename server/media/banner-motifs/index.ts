import { billiard } from './billiard';
import { broadcast } from './broadcast';
import { court } from './court';
import { esport } from './esport';
import { gifts } from './gifts';
import { lantern } from './lantern';
import type { Rand } from './shared';
import { stadium } from './stadium';
import { tennis } from './tennis';
import { tips } from './tips';
import { trophy } from './trophy';
import { volley } from './volley';

export const MOTIFS = { stadium, broadcast, gifts, esport, tips, lantern, trophy, court, tennis, volley, billiard } as const satisfies Record<string, (rand: Rand) => string>;

export type Motif = keyof typeof MOTIFS;

export function isMotif(value: string): value is Motif {
  return Object.hasOwn(MOTIFS, value);
}

import type { Scenario } from '../scenario';
import { empty } from './empty';
import { expiredToken } from './expired-token';
import { fail } from './fail';
import { newBuild } from './new-build';
import { normal } from './normal';
import { slow } from './slow';

/** Every scenario the QA mode knows; a new one is a file in this folder and a line here. */
export const SCENARIOS: readonly Scenario[] = [normal, empty, slow, fail, newBuild, expiredToken];

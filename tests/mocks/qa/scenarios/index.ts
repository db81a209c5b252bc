import type { Scenario } from '../scenario';
import { chatClose } from './chat-close';
import { chatDown } from './chat-down';
import { chatJournal } from './chat-journal';
import { chunkFail } from './chunk-fail';
import { empty } from './empty';
import { expiredToken } from './expired-token';
import { fail } from './fail';
import { newBuild } from './new-build';
import { normal } from './normal';
import { slow } from './slow';
import { streamError } from './stream-error';

/** Every scenario the QA mode knows; a new one is a file in this folder and a line here. */
export const SCENARIOS: readonly Scenario[] = [normal, empty, slow, fail, newBuild, expiredToken, streamError, chunkFail, chatDown, chatClose, chatJournal];

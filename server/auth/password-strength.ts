import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_SCORE } from '@/lib/domain/password-rules';

let estimator: Promise<ZxcvbnFactory> | null = null;

/** The dictionary is large, so it is loaded on the first password that needs checking, once per process. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/**
 * Whether a new password is one of the common passwords (as typed, in another case, reversed or
 * with l33t letters) or otherwise too easy to guess; null when it is strong enough.
 */
export async function strengthProblem(password: string, username: string): Promise<'common' | 'weak' | null> {
  const result = (await loadEstimator()).check(password, [username]);
  const [only, ...rest] = result.sequence;
  if (only && rest.length === 0 && only.pattern === 'dictionary' && only.dictionaryName === 'passwords-common') return 'common';
  return result.score < PASSWORD_MIN_SCORE ? 'weak' : null;
}

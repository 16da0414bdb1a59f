// The password policy, in one place for sign-up, the CLI and any password change: the contract's length
// rule (8–128) plus a strength estimate by zxcvbn-ts with its common-password dictionaries and keyboard
// graphs, which refuses "12345678", "password", "aaaaaaaa", keyboard walks and the like. The e-mail address
// and its local part are given to the estimator as user inputs and refused outright when they are the
// password. Server-side only: the web app shows the server's answer (no dictionary in the bundle).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/errors.ts';

/** zxcvbn score 3: about 10^8 guesses or more ("safely unguessable" behind a slow hash and throttling). */
export const MIN_PASSWORD_SCORE = 3;

// Built once (the dictionaries take a moment to index); without Levenshtein matching a check takes ~1 ms.
let estimator: ZxcvbnFactory | undefined;

/** The reason a password is refused, or null when it is strong enough for this e-mail address. */
export function passwordWeakness(password: string, email: string): string | null {
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? address;
  const candidate = password.trim().toLowerCase();
  if (candidate === address || candidate === localPart) return 'the password must not be the e-mail address';
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const { score } = estimator.check(password, [address, localPart]);
  return score < MIN_PASSWORD_SCORE
    ? 'the password is too easy to guess: use a longer phrase of uncommon words'
    : null;
}

/** Throws AUTH.WEAK_PASSWORD (422, details at `path`) when the password is refused. */
export function assertStrongPassword(password: string, email: string, path = 'password'): void {
  const weakness = passwordWeakness(password, email);
  if (weakness) {
    throw new AppError('AUTH.WEAK_PASSWORD', 'The password is too weak.', {
      details: [{ path, message: weakness }],
    });
  }
}

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/**
 * What a staff password must be (issue 28 §2): at least 12 characters, and not guessable —
 * not one of the tens of thousands of passwords leaked most often, nor a keyboard walk, date
 * or repeat of them (zxcvbn's offline dictionaries, score 3 of 4). The list ships in the
 * package: nothing is sent anywhere to check a password.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

let checker: ZxcvbnFactory | null = null;
const getChecker = () => {
  checker ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  return checker;
};

/** Null when the password will do; else what to tell the user. */
export async function checkNewPassword(
  password: string,
  context: { email: string; name: string },
): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Please choose a password of at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  const local = context.email.split('@')[0] ?? '';
  const userInputs = [
    context.email,
    local.replace(/[^a-z0-9]/gi, ''),
    ...context.email.split(/[@.+_-]/),
    context.name.replace(/\s+/g, ''),
    ...context.name.split(/\s+/),
  ];
  const result = getChecker().check(password, userInputs.filter(Boolean));
  if (result.score < 3) {
    return 'That password is too easy to guess: it is a common or leaked password, or close to one. Please choose another, such as a few unrelated words.';
  }
  return null;
}

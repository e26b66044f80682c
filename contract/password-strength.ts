/**
 * How guessable a new password is, by zxcvbn-ts (the maintained TypeScript port of Dropbox's
 * zxcvbn: the 30,000 most used passwords of breach lists, English and Indonesian words and names,
 * keyboard patterns, dates, sequences, repeats and l33t spellings). The same estimate on both
 * sides: the server refuses below PASSWORD_MIN_SCORE (`password_weak`), the client's meter shows
 * the score as the user types. The packages are loaded on first use (a lazy chunk in the browser:
 * the dictionaries are far too big for the login page), once per process or page.
 */

/** zxcvbn's 0..4; 3 is "safely unguessable" (about 10^10 guesses): `password`, `12345678`, `Password123` are 0 or 1. */
export const PASSWORD_MIN_SCORE = 3;
/**
 * Only the first characters are judged: zxcvbn's matching grows fast with the length (a 128
 * character l33t password took seconds), and 32 judged characters of a longer password decide
 * its score as well.
 */
export const PASSWORD_JUDGED_LENGTH = 32;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export interface PasswordStrength {
  score: PasswordScore;
  acceptable: boolean;
}
export type PasswordJudge = (password: string, userInputs?: readonly string[]) => PasswordStrength;

let judge: Promise<PasswordJudge> | undefined;

/** The estimator, loaded once; `userInputs` (e-mail, name, company) count as known words. */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  judge ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, id] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-id'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...id.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: PASSWORD_JUDGED_LENGTH,
      l33tMaxSubstitutions: 16,
    });
    return (password, userInputs = []) => {
      // Each input also counts by its parts and run together: "jane.doe@acme.id" gives jane, doe,
      // acme and janedoe; "Jane Doe" gives janedoe.
      const inputs = userInputs
        .flatMap((v) => [v, v.split('@')[0], ...v.split(/[^\p{L}\p{N}]+/u)])
        .flatMap((v) => [v, v.replace(/[^\p{L}\p{N}]+/gu, '')])
        .filter((v) => v.length >= 3);
      const { score } = zxcvbn.check(password, inputs);
      return { score, acceptable: score >= PASSWORD_MIN_SCORE };
    };
  })();
  judge.catch(() => (judge = undefined));
  return judge;
}

import { fail } from './parse-helpers.js';
import { splitOption } from './tokenize.js';

/**
 * Reads `key=value` words where a value may go on over the next words without quotes
 * (`number=+39 333 123 4567 description=Signor Rossi`): a word that starts no `key=` continues the value
 * before it. Unknown and repeated keys are refused; quotes still work (`description="a=b"`).
 */
export function readSpacedOptions(
  tokens: readonly string[],
  allowed: readonly string[],
): Map<string, string> {
  const options = new Map<string, string>();
  let last: string | undefined;
  for (const token of tokens) {
    const option = /^[A-Za-z_]+=/.test(token) ? splitOption(token) : undefined;
    if (!option) {
      if (last === undefined) fail({ code: 'unexpected_argument', given: token });
      options.set(last, `${options.get(last) ?? ''} ${token}`.trim());
      continue;
    }
    const [key, value] = option;
    if (!allowed.includes(key)) fail({ code: 'unknown_option', given: key, allowed });
    if (options.has(key)) fail({ code: 'duplicate_option', given: key });
    options.set(key, value);
    last = key;
  }
  return options;
}

/** The console's own commands (no slash). */
export type ConsoleCommand = 'show' | 'mute' | 'follow' | 'channel' | 'channels';

/** What one console line asks for. */
export type ConsoleLine =
  | { readonly kind: 'blank' }
  /** `# text` or a lone `#`: ignored (printed in scripts, to narrate them). */
  | { readonly kind: 'comment'; readonly text: string }
  /** `/queue live`. */
  | { readonly kind: 'command'; readonly command: string; readonly text: string }
  /** `3` or `#3`: the button numbered 3. */
  | { readonly kind: 'click'; readonly number: number }
  /** `#wait-post Coda assistenza 30s`: a console directive and the rest of the line. */
  | { readonly kind: 'directive'; readonly name: string; readonly args: string }
  /** `show m2`, `mute #code-live`, `follow #code-live`, `channel #code-live`, `channels`: the console's own. */
  | { readonly kind: 'console'; readonly name: ConsoleCommand; readonly args: string }
  | { readonly kind: 'help' }
  /** `home`: opens the app's Home tab and prints it. */
  | { readonly kind: 'home' }
  | { readonly kind: 'quit' }
  | { readonly kind: 'invalid'; readonly text: string };

/** Classifies a console or script line. */
export function parseConsoleLine(raw: string): ConsoleLine {
  const line = raw.trim();
  if (line === '') return { kind: 'blank' };
  if (line === '#' || /^#\s/.test(line)) return { kind: 'comment', text: line };
  if (line.startsWith('/')) {
    const space = line.search(/\s/);
    return space === -1
      ? { kind: 'command', command: line, text: '' }
      : { kind: 'command', command: line.slice(0, space), text: line.slice(space + 1).trim() };
  }
  const number = /^#?(\d+)$/.exec(line)?.[1];
  if (number !== undefined) return { kind: 'click', number: Number(number) };
  const directive = /^#([a-z][a-z0-9-]*)(?:\s+(.*))?$/i.exec(line);
  if (directive?.[1])
    return { kind: 'directive', name: directive[1].toLowerCase(), args: directive[2] ?? '' };
  if (line === 'help' || line === '?') return { kind: 'help' };
  if (line.toLowerCase() === 'home') return { kind: 'home' };
  const own = /^(show|mute|follow|channel|channels)(?:\s+(.*))?$/i.exec(line);
  if (own?.[1])
    return { kind: 'console', name: own[1].toLowerCase() as ConsoleCommand, args: own[2]?.trim() ?? '' };
  if (line === 'quit' || line === 'exit') return { kind: 'quit' };
  return { kind: 'invalid', text: line };
}

/** `500ms`, `30s`, `2m` or a bare number of seconds → milliseconds; undefined when it is not a duration. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text.trim());
  if (!match?.[1]) return undefined;
  const value = Number(match[1]);
  switch (match[2]) {
    case 'ms':
      return Math.round(value);
    case 'm':
      return Math.round(value * 60_000);
    default:
      return Math.round(value * 1000);
  }
}

/** Splits `pattern words 30s` into the pattern and a trailing duration (if the last word is one). */
export function splitTrailingDuration(args: string): { rest: string; ms: number | undefined } {
  const words = args.trim().split(/\s+/);
  const last = words.at(-1);
  const ms = words.length > 1 && last !== undefined ? parseDuration(last) : undefined;
  return ms === undefined ? { rest: args.trim(), ms } : { rest: words.slice(0, -1).join(' '), ms };
}

/** A case-insensitive regular expression from user text; text that is not a valid expression matches literally. */
export function looseRegExp(source: string): RegExp {
  try {
    return new RegExp(source, 'i');
  } catch {
    return new RegExp(source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  }
}

/**
 * Replaces `${NAME}` with the variable's value. Unknown names are left as they are and listed in `missing`.
 */
export function substituteVariables(
  line: string,
  variables: ReadonlyMap<string, string>,
): { line: string; missing: string[] } {
  const missing: string[] = [];
  const replaced = line.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => {
    const value = variables.get(name);
    if (value === undefined) missing.push(name);
    return value ?? whole;
  });
  return { line: replaced, missing };
}

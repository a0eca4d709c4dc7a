/** One problem in the configuration: where (`accounts[0].base_url`), what, and how to fix it. */
export interface ConfigIssue {
  path: string;
  message: string;
  fix: string;
}

/** The configuration file cannot be used; `issues` lists every problem found. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(
    readonly file: string,
    readonly issues: readonly ConfigIssue[],
  ) {
    super(
      `Invalid bot configuration ${file}:\n` +
        issues.map((i) => `  - ${i.path || '(file)'}: ${i.message}\n    fix: ${i.fix}`).join('\n'),
    );
  }
}

/** `['accounts', 0, 'id']` → `accounts[0].id`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

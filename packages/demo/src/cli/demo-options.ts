import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** A mistake on the command line; the message is one line, printed with the usage. */
export class DemoUsageError extends Error {
  override readonly name = 'DemoUsageError';
}

export const usage = `Usage: pnpm demo [--script FILE] [--port 8080] [--seed N | --no-traffic] [--real-limits] [--lang it|en] [--log-level info]

  (no option)      the PBX server with live traffic, the Slack bot and a local Slack console in this terminal
  --script FILE    run the console lines of FILE instead (comments, #wait-post, #caller…), then exit:
                   non-zero when a reply is an error or missing
  --port N         port of the PBX API (default 8080; a free one when taken)
  --seed N         seed of the simulated traffic (default: random)
  --no-traffic     no simulated traffic (callers only through #caller)
  --real-limits    the account has a real account's default limits (20 requests a minute, 1000 a day), so
                   commands queue as they would there; by default 60 a minute, so a tour never waits
  --lang it|en     the bot's language (default it: Italian)
  --log-level L    level of the log file (default info)
Redis: REDIS_URL, else 127.0.0.1:6379, else a private redis-server started for the run.`;

export type DemoCliOptions =
  | { command: 'help' }
  | {
      command: 'run';
      script: string | undefined;
      port: number;
      traffic: number | 'random' | false;
      realLimits: boolean;
      locale: 'it' | 'en';
      logLevel: string;
    };

/** Parses the demo's arguments; a relative `--script` is resolved from where the command was typed (`INIT_CWD`). */
export function parseDemoOptions(argv: readonly string[], env: NodeJS.ProcessEnv): DemoCliOptions {
  let values: ReturnType<typeof parse>['values'];
  try {
    // `pnpm demo -- --script x` passes the `--` along
    values = parse(argv[0] === '--' ? argv.slice(1) : argv).values;
  } catch (error) {
    throw new DemoUsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { command: 'help' };
  if (values.seed !== undefined && values['no-traffic'])
    throw new DemoUsageError('Choose --seed or --no-traffic');
  const port = Number(values.port ?? '8080');
  if (!/^\d+$/.test(values.port ?? '8080') || port > 65_535)
    throw new DemoUsageError(`Invalid port "${values.port}": use a number from 0 to 65535`);
  let traffic: number | 'random' | false = values['no-traffic'] ? false : 'random';
  if (values.seed !== undefined) {
    if (!/^\d+$/.test(values.seed) || Number(values.seed) >= 2 ** 32)
      throw new DemoUsageError(`Invalid seed "${values.seed}": use a whole number from 0 to 4294967295`);
    traffic = Number(values.seed);
  }
  const levels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  const logLevel = values['log-level'] ?? 'info';
  if (!levels.includes(logLevel))
    throw new DemoUsageError(`Invalid log level "${logLevel}": use ${levels.join(', ')}`);
  const lang = values.lang ?? 'it';
  if (lang !== 'it' && lang !== 'en') throw new DemoUsageError(`Invalid language "${lang}": use it or en`);
  return {
    command: 'run',
    script: values.script === undefined ? undefined : resolve(env.INIT_CWD ?? process.cwd(), values.script),
    port,
    traffic,
    realLimits: values['real-limits'] === true,
    locale: lang,
    logLevel,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: false,
    strict: true,
    options: {
      script: { type: 'string', short: 's' },
      port: { type: 'string', short: 'p' },
      seed: { type: 'string' },
      'no-traffic': { type: 'boolean' },
      'real-limits': { type: 'boolean' },
      'log-level': { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

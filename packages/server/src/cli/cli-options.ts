import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DatabaseLocation } from '../db/open-database.js';

/** A mistake on the command line; the message is one line, printed with the usage. */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

export const usage = `Usage: pnpm run server serve [--port 8080] [--memory | --data-dir DIR | --database-url URL]
                             [--demo [--traffic [--seed N]]]

  --port N            port to listen on (env PORT, default 8080)
  --memory            PGlite in memory: data is lost on exit (the default without DATABASE_URL)
  --data-dir DIR      persistent PGlite in DIR
  --database-url URL  PostgreSQL (env DATABASE_URL)
  --demo              load demo data
  --traffic           with --demo: callers arrive, are answered and hang up in the demo queues by themselves
  --seed N            with --traffic: the same seed gives the same traffic (default: a random seed, logged)
Environment: ADMIN_TOKEN enables the sandbox surface (/_admin, /_sim); LOG_LEVEL (default info);
SIP_SERVER, STUN_SERVER (host names shown in extensions' sip_config); CORS_ORIGINS, comma-separated origins
browser apps may call from (e.g. https://crm.example.com,http://localhost:5173; * for any; default none).`;

export interface ServeOptions {
  command: 'serve';
  port: number;
  storage: DatabaseLocation;
  demo: boolean;
  /** The telephone autopilot on the demo's queues, with its seed (undefined: pick one). */
  traffic: { seed: number | undefined } | undefined;
  adminToken: string | undefined;
  /** Origins allowed to call from a browser (`*`: any). */
  corsOrigins: string[];
  logLevel: string;
}

export type CliOptions = ServeOptions | { command: 'help' };

/**
 * Parses `serve` arguments and environment. Relative `--data-dir` paths are resolved against the directory the
 * command was typed in (`INIT_CWD`, set by pnpm), not the package directory pnpm runs scripts in.
 */
export function parseCliOptions(argv: string[], env: NodeJS.ProcessEnv): CliOptions {
  let parsed: ReturnType<typeof parseServeArgs>;
  try {
    parsed = parseServeArgs(argv);
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === 'help') return { command: 'help' };
  if (positionals.length === 0) throw new CliUsageError('Missing command: serve');
  if (positionals[0] !== 'serve' || positionals.length > 1) {
    throw new CliUsageError(`Unknown command: ${positionals.join(' ')}`);
  }

  const chosen = [values.memory, values['data-dir'], values['database-url']].filter(
    (v) => v !== undefined && v !== false,
  );
  if (chosen.length > 1) throw new CliUsageError('Choose only one of --memory, --data-dir, --database-url');
  let storage: DatabaseLocation;
  if (values['database-url']) storage = { url: values['database-url'] };
  else if (values['data-dir'])
    storage = { dataDir: resolve(env.INIT_CWD ?? process.cwd(), values['data-dir']) };
  else if (!values.memory && env.DATABASE_URL) storage = { url: env.DATABASE_URL };
  else storage = { memory: true };

  const demo = values.demo ?? false;
  if (values.traffic && !demo)
    throw new CliUsageError("--traffic needs --demo: the autopilot moves the demo exchange's queues");
  if (values.seed !== undefined && !values.traffic) throw new CliUsageError('--seed needs --traffic');

  return {
    command: 'serve',
    port: parsePort(values.port ?? env.PORT ?? '8080'),
    storage,
    demo,
    traffic: values.traffic
      ? { seed: values.seed === undefined ? undefined : parseSeed(values.seed) }
      : undefined,
    adminToken: env.ADMIN_TOKEN || undefined,
    corsOrigins: parseOrigins(env.CORS_ORIGINS ?? ''),
    logLevel: env.LOG_LEVEL || 'info',
  };
}

function parseServeArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      port: { type: 'string', short: 'p' },
      memory: { type: 'boolean' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      demo: { type: 'boolean' },
      traffic: { type: 'boolean' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65_535)
    throw new CliUsageError(`Invalid port "${raw}": use a number from 0 to 65535`);
  return port;
}

function parseSeed(raw: string): number {
  const seed = Number(raw);
  if (!/^\d+$/.test(raw) || seed > 0xffff_ffff)
    throw new CliUsageError(`Invalid seed "${raw}": use a whole number from 0 to 4294967295`);
  return seed;
}

function parseOrigins(raw: string): string[] {
  const origins = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (origin !== '*' && !URL.canParse(origin))
      throw new CliUsageError(`Invalid origin in CORS_ORIGINS: "${origin}"`);
    if (origin !== '*' && new URL(origin).origin !== origin) {
      throw new CliUsageError(
        `Invalid origin in CORS_ORIGINS: "${origin}" (write scheme://host[:port], no path)`,
      );
    }
  }
  return origins;
}

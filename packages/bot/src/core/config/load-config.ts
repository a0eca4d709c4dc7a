import { readFile } from 'node:fs/promises';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import type { BotConfig } from './bot-config.schema.js';
import { ConfigError, type ConfigIssue, formatPath } from './config-error.js';

/** A validated configuration with the API keys read from the environment (kept apart so it can be logged). */
export interface LoadedConfig {
  config: BotConfig;
  /** Account id → API key. Never log this. */
  apiKeys: ReadonlyMap<string, string>;
  /** Account id → signing secret of its webhooks (`webhook_secret_env`). Never log this. */
  webhookSecrets?: ReadonlyMap<string, string>;
}

const SECRET_KEYS = new Set(['api_key', 'apikey', 'apiKey', 'key', 'token', 'x-api-key']);

function fixFor(issue: z.core.$ZodIssue): string {
  const last = issue.path.at(-1);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const secret = issue.keys.find((k) => SECRET_KEYS.has(k));
      if (secret) {
        return `never write the API key in the file: remove "${secret}", set "api_key_env: PBX_<ACCOUNT>_API_KEY" and export that variable`;
      }
      return `remove ${issue.keys.map((k) => `"${k}"`).join(', ')} or check the spelling (see packages/bot/config.example.yaml)`;
    }
    case 'invalid_type':
      if (issue.input === undefined) return `add "${String(last)}" (see packages/bot/config.example.yaml)`;
      return `write "${String(last)}" as ${issue.expected === 'record' || issue.expected === 'object' ? 'a mapping' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `use one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `add at least ${issue.minimum} item(s)`
        : `use a value ≥ ${issue.minimum}`;
    case 'too_big':
      return `use a value ≤ ${issue.maximum}`;
    case 'invalid_key':
      return `replace the key "${String(last)}" (${issue.issues[0]?.message ?? 'not a valid id'})`;
    default:
      break;
  }
  if (/unknown account/.test(issue.message)) return 'use the id of an account listed under "accounts"';
  if (/duplicate account/.test(issue.message)) return 'give every account a different id';
  return `change the value: it ${issue.message}`;
}

function issuesOf(error: z.ZodError): ConfigIssue[] {
  return error.issues.map((issue) => {
    if (issue.code === 'invalid_key') {
      const inner = issue.issues[0]?.message ?? issue.message;
      return { path: formatPath(issue.path), message: `key ${inner}`, fix: fixFor(issue) };
    }
    return { path: formatPath(issue.path), message: issue.message, fix: fixFor(issue) };
  });
}

/** Reads the configuration file with the schema of the core and of every registered feature. */
export interface ConfigLoader {
  /**
   * Validates a parsed configuration and reads each account's API key from the environment variable it names.
   * Every problem is reported at once, each with its path and a fix.
   */
  resolveConfig(raw: unknown, env: NodeJS.ProcessEnv, file?: string): LoadedConfig;
  /** Parses YAML text; syntax errors become a {@link ConfigError} with line and column. */
  parseConfigText(text: string, env: NodeJS.ProcessEnv, file?: string): LoadedConfig;
  /** Reads and validates the configuration file at `path`. */
  loadConfig(path: string, env?: NodeJS.ProcessEnv): Promise<LoadedConfig>;
}

/** The loader of configuration files validated by `schema` (the registry's, with every feature's section). */
export function configLoader(schema: z.ZodType<BotConfig>): ConfigLoader {
  const parseConfigText = (text: string, env: NodeJS.ProcessEnv, file = '(config)') =>
    parseYaml(text, env, file, resolveConfig);
  const resolveConfig = (raw: unknown, env: NodeJS.ProcessEnv, file = '(config)') =>
    resolveWith(schema, raw, env, file);
  return {
    resolveConfig,
    parseConfigText,
    loadConfig: (path, env = process.env) => readConfigFile(path, env, parseConfigText),
  };
}

function resolveWith(
  schema: z.ZodType<BotConfig>,
  raw: unknown,
  env: NodeJS.ProcessEnv,
  file: string,
): LoadedConfig {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw new ConfigError(file, issuesOf(parsed.error));
  const config = parsed.data;
  const apiKeys = new Map<string, string>();
  const webhookSecrets = new Map<string, string>();
  const issues: ConfigIssue[] = [];
  config.accounts.forEach((account, i) => {
    const key = env[account.api_key_env]?.trim();
    if (!key) {
      issues.push({
        path: `accounts[${i}].api_key_env`,
        message: `environment variable ${account.api_key_env} is not set`,
        fix: `export ${account.api_key_env}=<API key of account "${account.id}">`,
      });
    } else {
      apiKeys.set(account.id, key);
    }
    const secretEnv = account.webhook_secret_env;
    if (secretEnv === undefined) return;
    const secret = env[secretEnv]?.trim();
    if (secret && /^whsec_[A-Za-z0-9+/]{16,}={0,2}$/.test(secret)) webhookSecrets.set(account.id, secret);
    else
      issues.push({
        path: `accounts[${i}].webhook_secret_env`,
        message: secret
          ? `environment variable ${secretEnv} is not a webhook signing secret`
          : `environment variable ${secretEnv} is not set`,
        fix: `export ${secretEnv}=<signing secret (whsec_…) the exchange showed for the webhook of "${account.id}">`,
      });
  });
  if (config.accounts.length > 1 && config.routing.default_account === undefined) {
    const mapped = Object.keys(config.routing.teams).length + Object.keys(config.routing.channels).length;
    if (mapped === 0) {
      issues.push({
        path: 'routing',
        message: 'several accounts but no routing: no command would know its account',
        fix: 'set "routing.default_account" or map teams/channels to accounts',
      });
    }
  }
  if (issues.length > 0) throw new ConfigError(file, issues);
  return { config, apiKeys, webhookSecrets };
}

function parseYaml(
  text: string,
  env: NodeJS.ProcessEnv,
  file: string,
  resolveConfig: ConfigLoader['resolveConfig'],
): LoadedConfig {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new ConfigError(
      file,
      doc.errors.map((e) => ({
        path: e.linePos ? `line ${e.linePos[0].line}, column ${e.linePos[0].col}` : '',
        message: e.message.split('\n')[0] ?? e.message,
        fix: 'correct the YAML syntax (indentation with spaces, "key: value", quotes around values with ":" or "#")',
      })),
    );
  }
  return resolveConfig(doc.toJS(), env, file);
}

async function readConfigFile(
  path: string,
  env: NodeJS.ProcessEnv,
  parseConfigText: ConfigLoader['parseConfigText'],
): Promise<LoadedConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(path, [
      {
        path: '',
        message: code === 'ENOENT' ? 'file not found' : `cannot read the file (${code ?? String(error)})`,
        fix: 'set CENTRALINO_CONFIG to the path of the YAML file (see packages/bot/config.example.yaml)',
      },
    ]);
  }
  return parseConfigText(text, env, path);
}

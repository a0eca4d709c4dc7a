import { z } from 'zod';
import { DEFAULT_RETENTION_DAYS } from './retention.js';

/** Languages the bot answers in; Italian unless configured otherwise. */
export const Locale = z.enum(['it', 'en']);
export type Locale = z.infer<typeof Locale>;

const AccountId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: 'must be 1–40 lower-case letters, digits, "_" or "-"' });

const EnvName = z.string().regex(/^[A-Z_][A-Z0-9_]*$/, {
  error: 'must be the NAME of an environment variable (upper case, digits, "_"), not the key itself',
});

const TeamId = z.string().regex(/^[TE][A-Z0-9]{2,}$/, { error: 'must be a Slack team id such as T0123ABCD' });
const ChannelId = z
  .string()
  .regex(/^[CGD][A-Z0-9]{2,}$/, { error: 'must be a Slack channel id such as C0123ABCD' });
const UserId = z.string().regex(/^[UW][A-Z0-9]{2,}$/, { error: 'must be a Slack user id such as U0123ABCD' });
const UserGroupId = z
  .string()
  .regex(/^S[A-Z0-9]{2,}$/, { error: 'must be a Slack user group id such as S0123ABCD' });
const InternalNumber = z
  .string()
  .regex(/^[0-9A-Za-z*#+_-]{1,20}$/, { error: 'must be an internal number such as "201"' });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** One exchange the bot talks to. The API key is read from the environment variable `api_key_env`. */
export const AccountConfig = z.strictObject({
  id: AccountId,
  base_url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://pbx.example.com' }),
  api_key_env: EnvName,
  time_zone: z
    .string()
    .refine(isTimeZone, { error: 'must be an IANA time zone such as Europe/Rome' })
    .default('Europe/Rome'),
  /** Limits until the server reports its own (the `X-RateLimit-*` headers replace them). */
  limits: z
    .strictObject({
      requests_per_minute: z.int().min(1).default(20),
      requests_per_day: z.int().min(1).default(1000),
    })
    .default({ requests_per_minute: 20, requests_per_day: 1000 }),
  /**
   * The environment variable holding the signing secret (`whsec_…`) of the exchange's booking webhooks, as its
   * dashboard showed it; an admin may also save one from Slack (`/pbx webhook`).
   */
  webhook_secret_env: EnvName.optional(),
  /** Blacklist the "Blocca numero" button adds numbers to. */
  block_blacklist: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, { error: 'must be a blacklist name: letters, digits, "_" and "-"' })
    .default('bloccati'),
});
export type AccountConfig = z.infer<typeof AccountConfig>;

/** A problem of the configuration a feature finds in its section, with the path to it. */
export interface ConfigSectionIssue {
  path: (string | number)[];
  message: string;
}

/** What a feature adds to the configuration file: its section and the checks that need the rest of the file. */
export interface ConfigSection {
  /** The top-level key (`alerts`). */
  key: string;
  /** Its schema, defaults included (the section may be left out). */
  schema: z.ZodType;
  /** Problems that need the whole file (e.g. a rule naming an account that does not exist). */
  issues?(config: BotConfig): ConfigSectionIssue[];
}

const coreShape = {
  locale: Locale.default('it'),
  /** Per-user language, overriding `locale`. */
  user_locales: z.record(UserId, Locale).default({}),
  /** The exchanges of the file; may be empty when workspaces connect theirs from Slack (`/pbx connect`). */
  accounts: z.array(AccountConfig).default([]),
  routing: z
    .strictObject({
      /** Used when neither the channel nor the team is mapped. Default: the only account, if there is one. */
      default_account: AccountId.optional(),
      teams: z.record(TeamId, AccountId).default({}),
      channels: z.record(ChannelId, AccountId).default({}),
    })
    .default({ teams: {}, channels: {} }),
  /** Who may run commands that change something (blacklists, contacts, calls, bookings). */
  permissions: z
    .strictObject({
      users: z.array(UserId).default([]),
      usergroups: z.array(UserGroupId).default([]),
    })
    .default({ users: [], usergroups: [] }),
  /** Slack user → internal number (also set with `/pbx link <internal_number>`; those win). */
  links: z.record(UserId, InternalNumber).default({}),
  limiter: z
    .strictObject({
      /** Window of the per-minute limit, in ms (the PBX counts per clock minute). */
      window_ms: z.int().min(100).default(60_000),
      /** Added to the window so requests granted near a minute boundary never land in one server minute. */
      guard_ms: z.int().min(0).default(1000),
      /** Requests of each window kept for commands (background work may not use them). */
      command_reserve_per_minute: z.int().min(0).default(10),
      /** Share (0–1) of each account's day budget that background work (queue alert polling) may use. */
      background_day_share: z.number().min(0).max(1).default(0.5),
    })
    .default({
      window_ms: 60_000,
      guard_ms: 1000,
      command_reserve_per_minute: 10,
      background_day_share: 0.5,
    }),
  worker: z
    .strictObject({
      concurrency: z.int().min(1).max(200).default(20),
      /** Tell the user their place in line when a command waits longer than this. */
      notify_after_ms: z.int().min(0).default(3000),
    })
    .default({ concurrency: 20, notify_after_ms: 3000 }),
  /** Personal data: callers' numbers and names kept in Redis expire within `retention_days`. */
  privacy: z
    .strictObject({ retention_days: z.int().min(1).max(366).default(DEFAULT_RETENTION_DAYS) })
    .default({ retention_days: DEFAULT_RETENTION_DAYS }),
};

/** The core's checks across sections: account ids unique, routing naming known accounts. */
function checkAccounts(config: z.infer<z.ZodObject<typeof coreShape>>, ctx: z.RefinementCtx): void {
  const ids = new Set<string>();
  config.accounts.forEach((account, i) => {
    if (ids.has(account.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['accounts', i, 'id'],
        message: `duplicate account id "${account.id}"`,
      });
    }
    ids.add(account.id);
  });
  const check = (id: string | undefined, path: (string | number)[]) => {
    if (id !== undefined && !ids.has(id)) {
      ctx.addIssue({ code: 'custom', path, message: `unknown account "${id}"` });
    }
  };
  check(config.routing.default_account, ['routing', 'default_account']);
  for (const [team, id] of Object.entries(config.routing.teams)) check(id, ['routing', 'teams', team]);
  for (const [channel, id] of Object.entries(config.routing.channels))
    check(id, ['routing', 'channels', channel]);
}

/**
 * The bot's configuration file (YAML) with the features' sections: the bot's own shape, not an API shape —
 * accounts, which Slack team or channel uses which account, who may change things, locale, extension links,
 * limiter and worker, then each feature's section (the registry passes them, see `app/registry/bot-config.ts`).
 */
export function botConfigSchema(sections: readonly ConfigSection[]) {
  const shape = { ...coreShape, ...Object.fromEntries(sections.map((s) => [s.key, s.schema])) };
  return z.strictObject(shape).superRefine((config, ctx) => {
    checkAccounts(config as z.infer<z.ZodObject<typeof coreShape>>, ctx);
    for (const section of sections) {
      for (const issue of section.issues?.(config as BotConfig) ?? [])
        ctx.addIssue({ code: 'custom', ...issue });
    }
  });
}

/**
 * Sections a feature adds to the configuration, by key: a feature declares its own with `declare module` (the
 * live queue alerts add `alerts`) and passes its schema to the registry.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features (declaration merging)
export interface FeatureConfig {}

/** The validated configuration: the core's sections and the features'. */
export interface BotConfig extends z.infer<z.ZodObject<typeof coreShape>>, FeatureConfig {}

import type { PbxClient } from '@centralino/client';
import { cacheKey } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { Coalescer } from '../../pbx/coalesce/coalescer.js';
import { extensionNameFor } from '../../pbx/directory/extension-names.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { acquireOrThrow } from '../../pbx/limiter/acquire-or-delay.js';
import type { PbxGateway } from '../../pbx/pbx-gateway.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';

type ExtensionList = Awaited<ReturnType<PbxClient['extensions']['statuses']>>;

/** Who an extension is, as far as the bot knows it: a Slack user, or the extension's name. */
export interface CallbackName {
  user?: string;
  name?: string;
}

export interface CallbackNamesDeps {
  redis: RedisClient;
  /** Where `/pbx link` keeps Slack user → extension (the hash `ExtensionLinks` writes). */
  linksKey: string;
  /** The configuration file's `links` (Slack user → extension); a link set from Slack wins. */
  configured: Readonly<Record<string, string>>;
  /** Where `/ext` remembers the account's extension names (`pbx/directory/extension-names.ts`). */
  namesKey(accountId: string): string;
  /** The commands' cache, where `/ext` leaves its read of the extension list. */
  coalescer: Coalescer;
  budget: AccountBudget;
}

/**
 * The person behind the extension a callback came from, for the notice to name: the Slack user linked to it
 * (`/pbx link`, the configuration's `links`) when exactly one is; else the extension's name `/ext` remembered (30
 * days at most), or its description in the extension list the bot still has cached; else nothing (the notice shows the
 * extension). No request of its own: a cached list that expires between the look and the read is read once,
 * on a background token, as any cached read (see `features/blacklist/cached-only.ts`).
 * @see pbx-api-reference.md "Extension status", endpoint 5
 */
export class CallbackNames {
  constructor(private readonly deps: CallbackNamesDeps) {}

  async of(accountId: string, gateway: PbxGateway, ext: string): Promise<CallbackName> {
    const user = await this.linkedUser(ext);
    if (user) return { user };
    const remembered = await extensionNameFor(this.deps.redis, this.deps.namesKey(accountId), ext);
    if (remembered) return { name: remembered };
    const name = await this.listedName(accountId, gateway, ext).catch(() => undefined);
    return name ? { name } : {};
  }

  private async linkedUser(ext: string): Promise<string | undefined> {
    const links = { ...this.deps.configured, ...(await this.deps.redis.hgetall(this.deps.linksKey)) };
    const users = Object.keys(links).filter((user) => links[user] === ext);
    return users.length === 1 ? users[0] : undefined;
  }

  private async listedName(accountId: string, gateway: PbxGateway, ext: string): Promise<string | undefined> {
    const { coalescer, budget } = this.deps;
    const key = cacheKey(accountId, 'ext', 'status');
    if (!(await coalescer.cached([key])).has(key)) return undefined;
    const list = await coalescer.run<ExtensionList>(key, cacheTtlMs.live, async () => {
      const { grant } = await acquireOrThrow(budget, accountId, 'background');
      return gateway.call(grant, 'listExtensionStatuses', (c) => c.extensions.statuses());
    });
    const found = list.data.find((e) => e.internal_number === ext || e.extension === ext);
    const name = found?.description.trim();
    return name && name !== ext ? name : undefined;
  }
}

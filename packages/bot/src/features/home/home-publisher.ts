import { createHash } from 'node:crypto';
import type { QueueLive } from '@centralino/schemas';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { localeFor, resolveAccount } from '../../config/account-routing.js';
import type { BotConfig } from '../../config/bot-config.schema.js';
import type { ExtensionLinks } from '../../links/extension-links.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import type { Block } from '../../views/blocks.js';
import { type HomeAlert, type HomeInput, homeView } from './home.view.js';
import type { HomeKeys } from './home-keys.js';

/** What the Home shows, from what the bot already holds (the composition root wires the alerts' stores). */
export interface HomeSources {
  latestSample(accountId: string): Promise<HomeInput['sample']>;
  openAlerts(accountId: string): Promise<readonly HomeAlert[]>;
}

export interface HomePublisherOptions {
  config: BotConfig;
  redis: Redis;
  keys: HomeKeys;
  links: ExtensionLinks;
  slackClients: SlackClients;
  sources: HomeSources;
  logger: Logger;
  /** Who opened the Home this recently gets it republished when the data changes. */
  recentMs?: number;
  /** A change is published this long after the first sample that brought it (later ones join it). */
  debounceMs?: number;
  /** At most this many `views.publish` per workspace per minute (Slack's Tier 4 allows 100+). */
  perMinute?: number;
  now?: () => number;
}

/** One viewer: the workspace and the user. */
interface Viewer {
  teamId: string;
  userId: string;
}

const member = (v: Viewer) => `${v.teamId}|${v.userId}`;
const viewerOf = (m: string): Viewer => {
  const at = m.indexOf('|');
  return { teamId: m.slice(0, at), userId: m.slice(at + 1) };
};

/** `ok`, `same` (nothing new to show), `held` (Slack's 429 or the minute's cap: the next change brings it). */
export type PublishOutcome = 'ok' | 'same' | 'held' | 'failed';

/**
 * Publishes the App Home (`views.publish`): at once for a user who opens it, and again for the users who opened
 * it recently whenever a new sample of the queues changes what they see — debounced per account, only when the
 * view differs from the one last published for them, within a per-workspace cap, holding off after a 429. It
 * never reads the PBX: the Home shows what the alerts or a user's command already read.
 */
export class HomePublisher {
  readonly #o: Required<Omit<HomePublisherOptions, 'now'>> & { now: () => number };
  readonly #timers = new Set<NodeJS.Timeout>();

  constructor(options: HomePublisherOptions) {
    this.#o = {
      recentMs: 15 * 60_000,
      debounceMs: 1000,
      perMinute: 90,
      now: Date.now,
      ...options,
    };
  }

  /** A user opened the Home tab (`app_home_opened`). */
  async opened(viewer: { userId: string; teamId: string | undefined }): Promise<PublishOutcome> {
    const v: Viewer = { userId: viewer.userId, teamId: viewer.teamId ?? '' };
    const account = resolveAccount(this.#o.config, { ...viewer, channelId: undefined });
    if (account) await this.#o.redis.zadd(this.#o.keys.viewers(account.id), this.#o.now(), member(v));
    return this.#publish(v, account?.id, { force: true });
  }

  /**
   * A new sample of the account's queues was stored: the Homes of its recent viewers follow, once per
   * `debounceMs` (the first change arms a timer; changes until it fires are published together).
   */
  async sampleChanged(accountId: string): Promise<void> {
    const { redis, keys, debounceMs } = this.#o;
    if ((await redis.set(keys.pending(accountId), '1', 'PX', debounceMs, 'NX')) !== 'OK') return;
    this.#arm(accountId, debounceMs);
  }

  #arm(accountId: string, delayMs: number): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      void this.refresh(accountId).catch((err: unknown) =>
        this.#o.logger.warn({ account: accountId, err: String(err) }, 'Home refresh failed'),
      );
    }, delayMs);
    this.#timers.add(timer);
  }

  /** Republishes the Home of every recent viewer of the account whose view changed. */
  async refresh(accountId: string): Promise<Record<PublishOutcome, number>> {
    const { redis, keys, recentMs } = this.#o;
    const now = this.#o.now();
    await redis.zremrangebyscore(keys.viewers(accountId), 0, now - recentMs);
    // most recent viewers first: if the cap stops the round, they are the ones served
    const members = await redis.zrevrangebyscore(keys.viewers(accountId), '+inf', now - recentMs);
    const counts: Record<PublishOutcome, number> = { ok: 0, same: 0, held: 0, failed: 0 };
    for (const m of members) counts[await this.#publish(viewerOf(m), accountId, { force: false })]++;
    // held back (429, the minute's cap): they get the latest view a little later, even if nothing changes
    if (counts.held > 0) this.#arm(accountId, 5000);
    return counts;
  }

  /** One queue of the latest sample (what the Home's "Dettaglio" shows), with when it was read. */
  async queue(accountId: string, name: string): Promise<{ queue: QueueLive; at: number } | undefined> {
    const sample = await this.#o.sources.latestSample(accountId);
    const queue = sample?.queues.find((q) => q.queue_name === name);
    return sample && queue ? { queue, at: sample.at } : undefined;
  }

  /** Posts a snapshot a user shared from the Home: `ok`, or Slack's error (`not_in_channel`, `ratelimited`…). */
  async share(input: {
    teamId: string | undefined;
    accountId: string;
    channel: string;
    text: string;
    blocks: Block[];
  }): Promise<string> {
    try {
      // within the modal's 3 s: a 429 is answered at once, never waited out
      const web = await this.#o.slackClients.client(
        { teamId: input.teamId, accountId: input.accountId },
        'background',
      );
      await web.chat.postMessage({ channel: input.channel, text: input.text, blocks: input.blocks });
      return 'ok';
    } catch (error) {
      const e = error as { code?: string; data?: { error?: string } };
      const code =
        e.code === 'slack_webapi_rate_limited_error' ? 'ratelimited' : (e.data?.error ?? e.code ?? 'unknown');
      this.#o.logger.warn({ error: code }, 'sharing a queue from the Home failed');
      return code;
    }
  }

  /** Stops pending debounce timers (the process is stopping). */
  close(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  async #publish(
    v: Viewer,
    accountId: string | undefined,
    opts: { force: boolean },
  ): Promise<PublishOutcome> {
    const { config, redis, keys, sources } = this.#o;
    const account = config.accounts.find((a) => a.id === accountId);
    const view = homeView({
      now: this.#o.now(),
      timeZone: account?.time_zone ?? 'Europe/Rome',
      locale: localeFor(config, v.userId),
      accountId: account?.id,
      sample: account ? await sources.latestSample(account.id) : undefined,
      alerts: account ? await sources.openAlerts(account.id) : [],
      extension: await this.#o.links.get(v.userId),
    });
    const fingerprint = createHash('sha256').update(JSON.stringify(view.blocks)).digest('base64url');
    const shownKey = account ? keys.shown(account.id) : undefined;
    if (!opts.force && shownKey && (await redis.hget(shownKey, member(v))) === fingerprint) return 'same';
    if (!(await this.#mayPublish(v.teamId))) return 'held';
    try {
      const web = await this.#o.slackClients.client(
        { teamId: v.teamId || undefined, accountId },
        'background',
      );
      await web.views.publish({ user_id: v.userId, view });
      if (shownKey) await redis.hset(shownKey, member(v), fingerprint);
      return 'ok';
    } catch (error) {
      const e = error as { code?: string; retryAfter?: number; data?: { error?: string } };
      if (e.code === 'slack_webapi_rate_limited_error') {
        const ms = Math.max(e.retryAfter ?? 1, 1) * 1000;
        await redis.set(keys.hold(v.teamId), String(this.#o.now() + ms), 'PX', ms);
        this.#o.logger.warn(
          { retryAfter: e.retryAfter },
          'Slack answered 429 to views.publish: Homes on hold',
        );
        return 'held';
      }
      this.#o.logger.warn({ error: e.data?.error ?? e.code ?? 'unknown' }, 'views.publish failed');
      return 'failed';
    }
  }

  async #mayPublish(teamId: string): Promise<boolean> {
    const { redis, keys, perMinute } = this.#o;
    if ((await redis.exists(keys.hold(teamId))) === 1) return false;
    const minuteKey = keys.minuteCount(teamId, Math.floor(this.#o.now() / 60_000));
    const [[, count]] = (await redis.multi().incr(minuteKey).pexpire(minuteKey, 120_000).exec()) as [
      [unknown, number],
    ];
    return count <= perMinute;
  }
}

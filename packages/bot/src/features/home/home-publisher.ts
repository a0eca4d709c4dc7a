import { createHash } from 'node:crypto';
import type { QueueLive } from '@centralino/schemas';
import type { Logger } from 'pino';
import { localeFor } from '../../core/config/account-routing.js';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import type { Block } from '../../slack/views/blocks.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { ExtensionLinks } from '../../tenancy/links/extension-links.js';
import {
  HOME_DATA_AT_BLOCK,
  type HomeAlert,
  type HomeBooking,
  type HomeInput,
  type HomeMissedCall,
  type HomeView,
  type HomeWorkspace,
  homeView,
} from './home.view.js';
import type { HomeKeys } from './home-keys.js';
import { PublishPace } from './publish-pace.js';

/** What the Home shows, from what the bot already holds (the composition root wires the alerts' stores). */
export interface HomeSources {
  latestSample(accountId: string): Promise<HomeInput['sample']>;
  openAlerts(accountId: string): Promise<readonly HomeAlert[]>;
  /** The missed calls still open (nobody called back or closed them yet). */
  openMissed(accountId: string): Promise<readonly HomeMissedCall[]>;
  /** Today's bookings the exchange's webhooks told. */
  todayBookings?(accountId: string): Promise<readonly HomeBooking[]>;
  /** What the viewer may do about the workspace's exchange (an admin: connect it; a key refused). */
  workspace?(
    viewer: { userId: string; teamId: string },
    accountId: string | undefined,
  ): Promise<HomeWorkspace | undefined>;
}

export interface HomePublisherOptions {
  config: BotConfig;
  /** The PBX accounts: which one a viewer's workspace uses, its time zone. */
  accounts: AccountDirectory;
  redis: RedisClient;
  keys: HomeKeys;
  links: ExtensionLinks;
  slackClients: SlackClients;
  sources: HomeSources;
  logger: Logger;
  /** Who opened the Home this recently gets it republished when the data changes. */
  recentMs?: number;
  /** A change is published this long after the first sample that brought it (later ones join it). */
  debounceMs?: number;
  /** At most this many `views.publish` per workspace per minute (Slack's Tier 4 allows 100+), in bursts of `burst`. */
  perMinute?: number;
  burst?: number;
  now?: () => number;
}

/** A round the pace or a 429 held back is tried again this much later. */
const HELD_RETRY_MS = 2000;

/** `views.publish` calls in flight at once for one account's viewers. */
const PUBLISH_CONCURRENCY = 5;

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

/**
 * What decides whether a viewer's Home is published again: its blocks without the "data updated at" line (a new
 * read of unchanged queues changes nothing the user can act on).
 */
export function homeFingerprint(view: HomeView): string {
  const shown = view.blocks.filter((b) => (b as { block_id?: string }).block_id !== HOME_DATA_AT_BLOCK);
  return createHash('sha256').update(JSON.stringify(shown)).digest('base64url');
}

/** A viewer's last publish as stored: `servedAt fingerprint [dataAt]`. */
function parseShown(
  text: string | null,
): { servedAt: number; fingerprint: string; dataAt: number | undefined } | undefined {
  if (!text) return undefined;
  const [servedAt, fingerprint, dataAt] = text.split(' ');
  const at = Number(dataAt);
  return {
    servedAt: Number(servedAt ?? 0),
    fingerprint: fingerprint ?? '',
    dataAt: dataAt && Number.isFinite(at) ? at : undefined,
  };
}

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
  readonly #pace: PublishPace;

  constructor(options: HomePublisherOptions) {
    this.#o = {
      recentMs: 15 * 60_000,
      debounceMs: 1000,
      perMinute: 90,
      burst: 20,
      now: Date.now,
      ...options,
    };
    this.#pace = new PublishPace(this.#o.redis, this.#o.perMinute, this.#o.burst);
  }

  /** A user opened the Home tab (`app_home_opened`). */
  async opened(viewer: { userId: string; teamId: string | undefined }): Promise<PublishOutcome> {
    const v: Viewer = { userId: viewer.userId, teamId: viewer.teamId ?? '' };
    const account = await this.#o.accounts.resolve({ ...viewer, channelId: undefined });
    if (account) await this.#o.redis.zadd(this.#o.keys.viewers(account.id), this.#o.now(), member(v));
    return this.#publish(v, account?.id, { force: true });
  }

  /**
   * A new sample of the account's queues was stored: the Homes of its recent viewers follow at once, then at most
   * once per `debounceMs` (samples arriving within the window are published together when it closes, by the
   * process that opened it; if that process is gone, the next sample opens a new window).
   */
  async sampleChanged(accountId: string): Promise<void> {
    const { redis, keys, debounceMs } = this.#o;
    if ((await redis.set(keys.pending(accountId), '1', 'PX', debounceMs, 'NX')) !== 'OK') {
      await redis.set(keys.dirty(accountId), '1', 'PX', debounceMs * 5);
      return;
    }
    this.#arm(accountId, debounceMs, async () => {
      if ((await redis.del(keys.dirty(accountId))) === 1) await this.sampleChanged(accountId);
    });
    await this.refresh(accountId);
  }

  #arm(accountId: string, delayMs: number, run: () => Promise<unknown>): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      void run().catch((err: unknown) =>
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
    // whoever was served longest ago first: when the pace holds the round back, the others are next in line
    const recent = await redis.zrangebyscore(keys.viewers(accountId), now - recentMs, '+inf');
    const shown = await redis.hgetall(keys.shown(accountId));
    const servedAt = (m: string) => Number(shown[m]?.split(' ')[0] ?? 0);
    const members = recent.sort((a, b) => servedAt(a) - servedAt(b));
    const counts: Record<PublishOutcome, number> = { ok: 0, same: 0, held: 0, failed: 0 };
    // a few at once: many viewers are served in a fraction of a second, never all their calls at once
    for (let i = 0; i < members.length; i += PUBLISH_CONCURRENCY) {
      const batch = members.slice(i, i + PUBLISH_CONCURRENCY);
      for (const outcome of await Promise.all(
        batch.map((m) => this.#publish(viewerOf(m), accountId, { force: false })),
      ))
        counts[outcome]++;
    }
    // held back (429, the pace): they get the latest view a little later, even if nothing changes
    if (counts.held > 0) this.#arm(accountId, HELD_RETRY_MS, () => this.refresh(accountId));
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
    const account = accountId ? await this.#o.accounts.account(accountId) : undefined;
    const input: HomeInput = {
      now: this.#o.now(),
      timeZone: account?.time_zone ?? 'Europe/Rome',
      locale: localeFor(config, v.userId),
      accountId: account?.id,
      sample: account ? await sources.latestSample(account.id) : undefined,
      alerts: account ? await sources.openAlerts(account.id) : [],
      missed: account ? await sources.openMissed(account.id) : [],
      bookings: account ? ((await sources.todayBookings?.(account.id)) ?? []) : [],
      extension: await this.#o.links.get(v.userId),
      workspace: await sources.workspace?.(v, account?.id).catch(() => undefined),
    };
    let view = homeView(input);
    const fingerprint = homeFingerprint(view);
    const shownKey = account ? keys.shown(account.id) : undefined;
    const last = parseShown(shownKey ? await redis.hget(shownKey, member(v)) : null);
    if (last?.fingerprint === fingerprint) {
      if (!opts.force) return 'same';
      // opened again with nothing new: the view says since when it shows what it shows
      if (last.dataAt !== undefined) view = homeView({ ...input, dataAt: last.dataAt });
    }
    const dataAt = last?.fingerprint === fingerprint ? (last.dataAt ?? input.sample?.at) : input.sample?.at;
    if ((await redis.exists(keys.hold(v.teamId))) === 1) return 'held';
    if (!(await this.#pace.take(keys.pace(v.teamId), opts.force)).taken) return 'held';
    try {
      const web = await this.#o.slackClients.client(
        { teamId: v.teamId || undefined, accountId },
        'background',
      );
      await web.views.publish({ user_id: v.userId, view });
      if (shownKey)
        await redis.hset(shownKey, member(v), `${this.#o.now()} ${fingerprint} ${dataAt ?? ''}`.trim());
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
}

import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AccountLabels, relabelAccounts } from './metric-labels.js';

/** What the metrics read when scraped (Redis-backed numbers shared by every process). */
export interface MetricsSources {
  /** The configuration file's accounts: read at scrape time, and shown by their own id. */
  accountIds: readonly string[];
  waiting(accountId: string): Promise<number>;
  budget(accountId: string): Promise<{ minute: number; day: number }>;
}

/**
 * The bot's Prometheus metrics, in a registry of its own (several bots can live in one test process).
 * Jobs waiting and budget left are read from Redis at scrape time (shared by every process); active jobs,
 * latencies and counters are per process, as Prometheus expects. Rendered, an account that is not the
 * configuration's (connected from Slack by a workspace) is named by an opaque label ({@link AccountLabels}).
 */
export class BotMetrics {
  readonly registry = new Registry();
  readonly jobsActive: Gauge<'account'>;
  readonly jobs: Counter<'account' | 'operation' | 'outcome'>;
  readonly upstreamDuration: Histogram<'account' | 'operation' | 'status'>;
  readonly upstream429: Counter<'account'>;
  readonly slackPosts: Counter<'method' | 'outcome'>;
  readonly ackDuration: Histogram<'command'>;
  readonly coalesced: Counter<'account' | 'operation'>;
  readonly alertPolls: Counter<'account' | 'outcome'>;
  readonly alertPollInterval: Gauge<'account'>;
  readonly alertCards: Counter<'account' | 'event'>;
  readonly webhooks: Counter<'account' | 'outcome'>;
  #sources: MetricsSources | undefined;
  readonly #labels: AccountLabels;

  /** `labelKey`: the deployment's secret the opaque account labels are derived from (default: random). */
  constructor(options: { labelKey?: string | undefined } = {}) {
    this.#labels = new AccountLabels(options.labelKey);
    const registers = [this.registry];
    this.jobsActive = new Gauge({
      name: 'centralino_bot_jobs_active',
      help: 'Jobs running in this process, per account',
      labelNames: ['account'],
      registers,
    });
    this.jobs = new Counter({
      name: 'centralino_bot_jobs_total',
      help: 'Jobs finished, by outcome (ok, error, delayed, retried)',
      labelNames: ['account', 'operation', 'outcome'],
      registers,
    });
    this.upstreamDuration = new Histogram({
      name: 'centralino_bot_upstream_duration_seconds',
      help: 'Latency of PBX API requests',
      labelNames: ['account', 'operation', 'status'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.upstream429 = new Counter({
      name: 'centralino_bot_upstream_429_total',
      help: 'HTTP 429 answers received from the PBX API',
      labelNames: ['account'],
      registers,
    });
    this.slackPosts = new Counter({
      name: 'centralino_bot_slack_posts_total',
      help: 'Messages sent to Slack, by method (response_url, chat.postEphemeral, …) and outcome',
      labelNames: ['method', 'outcome'],
      registers,
    });
    this.ackDuration = new Histogram({
      name: 'centralino_bot_ack_duration_seconds',
      help: 'Time from a slash command reaching the listener to its ack',
      labelNames: ['command'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.coalesced = new Counter({
      name: 'centralino_bot_reads_total',
      help: 'Read operations answered (from the API, a shared in-flight call or the cache)',
      labelNames: ['account', 'operation'],
      registers,
    });
    this.alertPolls = new Counter({
      name: 'centralino_bot_alert_polls_total',
      help: 'Queue alert poll ticks, by outcome (ok, denied, not-due, off-hours, unreachable, …)',
      labelNames: ['account', 'outcome'],
      registers,
    });
    this.alertPollInterval = new Gauge({
      name: 'centralino_bot_alert_poll_interval_seconds',
      help: 'Current queue alert polling interval, per account (budget-aware)',
      labelNames: ['account'],
      registers,
    });
    this.alertCards = new Counter({
      name: 'centralino_bot_alert_cards_total',
      help: 'Queue alert card events (fired, escalated, downgraded, resolved)',
      labelNames: ['account', 'event'],
      registers,
    });
    this.webhooks = new Counter({
      name: 'centralino_bot_webhooks_total',
      help: "The exchange's webhooks received (accepted, duplicate, ignored, refused, malformed, unavailable)",
      labelNames: ['account', 'outcome'],
      registers,
    });
    const sources = () => this.#sources;
    new Gauge({
      name: 'centralino_bot_jobs_waiting',
      help: 'Jobs queued and not yet running, per account (all processes)',
      labelNames: ['account'],
      registers,
      async collect() {
        const s = sources();
        if (!s) return;
        this.reset();
        for (const id of s.accountIds) this.set({ account: id }, await s.waiting(id));
      },
    });
    new Gauge({
      name: 'centralino_bot_budget_remaining',
      help: 'PBX requests the bot may still make, per account and window (all processes)',
      labelNames: ['account', 'window'],
      registers,
      async collect() {
        const s = sources();
        if (!s) return;
        this.reset();
        for (const id of s.accountIds) {
          const left = await s.budget(id);
          this.set({ account: id, window: 'minute' }, left.minute);
          this.set({ account: id, window: 'day' }, left.day);
        }
      },
    });
  }

  /** Connects the scrape-time gauges to Redis-backed numbers. */
  setSources(sources: MetricsSources): void {
    this.#sources = sources;
    this.#labels.setNamed(sources.accountIds);
  }

  /** How `accountId` is named in the rendered metrics. */
  accountLabel(accountId: string): string {
    return this.#labels.label(accountId);
  }

  /** Prometheus text format. */
  async render(): Promise<{ contentType: string; body: string }> {
    const body = relabelAccounts(await this.registry.metrics(), (id) => this.#labels.label(id));
    return { contentType: this.registry.contentType, body };
  }
}

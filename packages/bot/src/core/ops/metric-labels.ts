import { createHmac, randomBytes } from 'node:crypto';

/**
 * How an account is named in the metrics. The configuration file's accounts (the operator's own names) keep
 * their id; any other account (connected from Slack by a workspace: its id carries the exchange's name) is an
 * opaque label, `acct-` and 12 hex digits of HMAC-SHA256 under a key of this deployment, stable across restarts
 * and processes but meaningless to whoever reads it without the key.
 */
export class AccountLabels {
  readonly #key: Buffer | string;
  #named: ReadonlySet<string> = new Set();
  readonly #cache = new Map<string, string>();

  /** `key`: the deployment's secret the labels are derived from; default a random one (this process only). */
  constructor(key?: string) {
    this.#key = key && key.length > 0 ? key : randomBytes(32);
  }

  /** The accounts shown by their own id (the configuration file's). */
  setNamed(accountIds: Iterable<string>): void {
    this.#named = new Set(accountIds);
    this.#cache.clear();
  }

  /** The label of `accountId`. */
  label(accountId: string): string {
    if (this.#named.has(accountId)) return accountId;
    let label = this.#cache.get(accountId);
    if (!label) {
      const mac = createHmac('sha256', this.#key).update(`centralino-metrics-account\n${accountId}`);
      label = `acct-${mac.digest('hex').slice(0, 12)}`;
      if (this.#cache.size > 10_000) this.#cache.clear();
      this.#cache.set(accountId, label);
    }
    return label;
  }
}

/** An `account="…"` label of the Prometheus text format (values escape `\`, `"` and newlines). */
const ACCOUNT_LABEL = /([{,])account="((?:[^"\\\n]|\\.)*)"/g;

function unescapeLabel(value: string): string {
  return value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
}

/** Rewrites every `account` label of a Prometheus text exposition with `label`. */
export function relabelAccounts(text: string, label: (accountId: string) => string): string {
  return text.replace(ACCOUNT_LABEL, (_, before: string, value: string) => {
    const named = label(unescapeLabel(value));
    return `${before}account="${named.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
  });
}

import { createHash } from 'node:crypto';

/**
 * The bot's id of a connected account: the exchange's name made safe, then a hash of the base URL, the exchange
 * and the key name, so the same key connected from two workspaces is one account (one budget), and two keys or
 * two servers are two. Fits the configuration's account ids (1–40 of `a-z 0-9 _ -`).
 */
export function connectedAccountId(baseUrl: string, exchange: string, keyName: string): string {
  const slug =
    exchange
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24)
      .replace(/-+$/, '') || 'pbx';
  const hash = createHash('sha256').update(`${baseUrl}\n${exchange}\n${keyName}`).digest('hex').slice(0, 10);
  return `${slug}-${hash}`;
}

import { describe, expect, it } from 'vitest';
import { keySlot } from '../../core/redis/key-slot.js';
import { BotKeys } from '../../core/redis/keys.js';
import { HomeKeys } from '../../features/home/home-keys.js';
import { AlertKeys } from '../../feeds/alerts/alert-keys.js';
import { MissedKeys } from '../../feeds/missed/missed-keys.js';
import { ReportKeys } from '../../feeds/report/report-keys.js';
import { slackPaceKeys } from '../../slack/slack-slots.js';
import { bullPrefixFor, deploymentNames } from './deployment-names.js';

/*
 * Keys that meet in one Lua script, MULTI or multi-key command must hash to one Redis Cluster slot. Scripts are
 * checked on every call (`LuaScript` refuses keys of two slots on any Redis); this table covers the key builders
 * and the transactions and MGETs outside scripts. A new key that joins an account's script or transaction
 * belongs in its account's group here.
 */
const prefixes = [deploymentNames(undefined).keyPrefix, deploymentNames('staging').keyPrefix, 'e2e-5f0c'];
const accounts = ['main', 'acme-srl', 'a', 'x_9', 'z'.repeat(40)];

/** Every key an account's scripts and transactions use together. */
function accountKeys(prefix: string, account: string): Record<string, string> {
  const bot = new BotKeys(prefix);
  const alerts = new AlertKeys(prefix);
  const missed = new MissedKeys(prefix);
  const home = new HomeKeys(prefix);
  const report = new ReportKeys(prefix);
  return {
    // waiting line (waiting-line.ts: MULTI over the three)
    waiting: bot.waiting(account),
    waitingPlans: bot.waitingPlans(account),
    waitingLeaves: bot.waitingLeaves(account),
    // alerts (card-store.ts MULTI: card, replies, open; alert-store.ts MGET: pause, silence)
    alertRules: alerts.rules(account),
    alertPause: alerts.pause(account, 'C0CHAN001'),
    alertSilence: alerts.silence(account, 'C0CHAN001', 'assistenza clienti'),
    alertOpen: alerts.open(account),
    alertCard: alerts.card(account, 'c1'),
    alertReplies: alerts.replies(account, 'c1'),
    alertCardLock: alerts.cardLock(account, 'c1'),
    alertPoll: alerts.poll(account),
    alertSample: alerts.sample(account),
    alertProfile: alerts.profile(account),
    alertUsage: alerts.usage(account),
    alertPollLock: alerts.pollLock(account),
    // missed calls (notice-scripts.ts: notice, records, open; notice-store.ts MULTI: summary + notices)
    missedRules: missed.rules(account),
    missedRuleState: missed.ruleState(account, 'm1'),
    missedPause: missed.pause(account, 'C0CHAN001'),
    missedNotice: missed.notice(account, 'n1'),
    missedNotice2: missed.notice(account, 'n2'),
    missedRecords: missed.noticeRecords(account, 'n1'),
    // notices from a live sample (live-notice-scripts.ts: notice, records, ends, provisionals, open)
    missedEnds: missed.noticeEnds(account, 'n1'),
    missedProvisionals: missed.provisionals(account),
    missedLock: missed.noticeLock(account, 'n1'),
    missedSummary: missed.summary(account, 's1'),
    missedOpen: missed.open(account),
    missedFeed: missed.feed(account),
    missedReadLock: missed.readLock(account),
    // App Home
    homeViewers: home.viewers(account),
    homeShown: home.shown(account),
    homePending: home.pending(account),
    homeDirty: home.dirty(account),
    // reports
    reportRules: report.rules(account),
    reportFailure: report.failure(account, 'r1', '2026-11-26'),
    reportPost: report.post(account, 'r1', '2026-11-26'),
  };
}

describe('Redis Cluster slots', () => {
  for (const prefix of prefixes) {
    it.each(accounts)(`every key of account %s (prefix ${prefix}) lies in one slot`, (account) => {
      const keys = accountKeys(prefix, account);
      const slots = Object.entries(keys).map(([name, key]) => [name, keySlot(key)] as const);
      const first = slots[0]![1];
      expect(slots.filter(([, slot]) => slot !== first)).toEqual([]);
    });
  }

  it('spreads accounts over slots (the tag is the account, not the deployment)', () => {
    const slots = new Set(accounts.map((a) => keySlot(new BotKeys('centralino').waiting(a))));
    expect(slots.size).toBe(accounts.length);
  });

  it("keeps Slack's pacing keys (every channel's slot and the workspace-wide blocks) in one slot", () => {
    for (const prefix of prefixes) {
      const pace = slackPaceKeys(prefix);
      const keys = [
        pace.next('C0CHAN001'),
        pace.next('C0OTHER02'),
        pace.block('chat.postMessage', 'C0CHAN001'),
        pace.block('chat.update', '*'),
      ];
      expect(new Set(keys.map(keySlot)).size).toBe(1);
      expect(keys.every((k) => k.startsWith(`${prefix}:`))).toBe(true);
    }
  });

  it("puts each deployment's BullMQ keys under one hash tag on a cluster", () => {
    for (const prefix of [undefined, 'staging']) {
      const bull = bullPrefixFor(deploymentNames(prefix).bullPrefix, true)!;
      const queue = deploymentNames(prefix).queueName;
      const keys = ['wait', 'active', 'delayed', 'marker', 'meta', 'events', '1', 'repeat'].map(
        (k) => `${bull}:${queue}:${k}`,
      );
      expect(new Set(keys.map(keySlot)).size).toBe(1);
    }
  });
});

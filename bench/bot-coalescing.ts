/**
 * PBX requests saved by coalescing, in one run: N identical `/queue live` sent at once (N = 10, 50, 100) through
 * the bot as in production (Bolt HTTP receiver + BullMQ workers, real Redis, the real PBX server in-process over
 * HTTP, fake Slack), with one bot process and with two (a second `worker` sharing the queue and the Redis cache).
 * Each round has a fresh account (20 requests/minute) and a fresh bot (fresh queue and key prefix), so no cache
 * entry of an earlier round is reused. Prints the upstream requests against N, the saving, and when the last
 * answer arrived (after the burst started). A burst reaches the workers within a fraction of a second, inside
 * the 3 s cache of live state, so the saving counts both shared in-flight calls and cache hits.
 *
 * Run: `pnpm exec tsx bench/bot-coalescing.ts`. BENCH_SIZES overrides N (comma-separated, default 10,50,100).
 */

import type { BotRole } from '../packages/bot/src/app/runtime/start-bot.js';
import {
  blocksText,
  type PbxServer,
  startBotUnderTest,
  startPbxServer,
  waitForAnswer,
} from '../packages/bot/src/e2e/e2e-harness.js';
import { ms, pct } from './support/latency-stats.js';

const SIZES = (process.env.BENCH_SIZES ?? '10,50,100').split(',').map(Number);
const PER_MINUTE = 20;

interface Round {
  n: number;
  processes: number;
  upstream: number;
  upstream429: number;
  answered: number;
  correct: number;
  lastAnswerMs: number;
}

async function round(server: PbxServer, n: number, extraRoles: BotRole[]): Promise<Round> {
  const { context, apiKey } = await server.createAccount({
    limits: { requests_per_minute: PER_MINUTE, requests_per_day: 1000 },
    extensions: [{ internal_number: '201', description: 'Anna' }],
    queues: [{ queue_name: 'assistenza', members: [{ extension: '201' }] }],
  });
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '3471234567' });
  const bot = await startBotUnderTest({
    server,
    accounts: [{ id: 'main', apiKey, perMinute: PER_MINUTE }],
    extraRoles,
  });
  try {
    const started = performance.now();
    const sent = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        bot.agent.sendCommand({
          command: '/queue',
          text: 'live',
          userId: `U0BENCH${String(i).padStart(4, '0')}`,
        }),
      ),
    );
    const answers = await Promise.all(sent.map((s) => waitForAnswer(bot.slack, s, 60_000)));
    const lastAnswerMs = performance.now() - started;
    const upstream = server.requests.filter((r) => r.apiKey === apiKey);
    return {
      n,
      processes: 1 + extraRoles.length,
      upstream: upstream.length,
      upstream429: upstream.filter((r) => r.status === 429).length,
      answered: answers.length,
      correct: answers.filter((a) => blocksText(a).includes('assistenza* — 1 chiamante in attesa')).length,
      lastAnswerMs,
    };
  } finally {
    await bot.stop();
  }
}

async function main(): Promise<void> {
  const server = await startPbxServer();
  try {
    const rounds: Round[] = [];
    for (const extraRoles of [[], ['worker']] as BotRole[][]) {
      for (const n of SIZES) rounds.push(await round(server, n, extraRoles));
    }
    console.log(`\ncoalescing of N identical /queue live sent at once (account limit ${PER_MINUTE}/min)`);
    console.log(
      `  ${'N'.padStart(4)}  processes  upstream (429)  saved         answers (correct)  last answer`,
    );
    for (const r of rounds) {
      const saved = r.n - r.upstream;
      console.log(
        `  ${String(r.n).padStart(4)}  ${String(r.processes).padStart(9)}  ` +
          `${`${r.upstream} (${r.upstream429})`.padStart(14)}  ${`${saved} (${pct(saved / r.n)})`.padEnd(12)}  ` +
          `${`${r.answered} (${r.correct})`.padStart(17)}  ${ms(r.lastAnswerMs).padStart(11)}`,
      );
    }
    console.log('  saved = N − upstream requests; without coalescing every command is one request');
  } finally {
    await server.close();
  }
}

await main();

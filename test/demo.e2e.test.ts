/*
 * The demo as a newcomer runs it: `pnpm demo` as a child process (pnpm → tsx → the demo CLI), which starts the PBX
 * server with its traffic, the bot, the fake Slack and, on a private Redis key prefix and queue, the console.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandNames } from '@centralino/bot';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const tourPath = 'packages/demo/scripts/tour.txt';

interface DemoRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs `pnpm demo …`; `feed` writes to its stdin as its output arrives (the console's user). */
function runDemo(
  args: readonly string[],
  options: { timeoutMs: number; feed?: (stdout: string, write: (line: string) => void) => void },
): Promise<DemoRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['run', '--silent', 'demo', ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`the demo did not finish in ${options.timeoutMs} ms\n${stdout.slice(-3000)}\n${stderr}`),
      );
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      options.feed?.(stdout, (line) => child.stdin.write(`${line}\n`));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) });
    });
    if (!options.feed) child.stdin.end();
  });
}

describe('the demo tour script', () => {
  const lines = tourLines();

  const wanted: [string, RegExp][] = [
    ...commandNames.map((name): [string, RegExp] => [`/${name}`, new RegExp(`^/${name}\\b`)]),
    ['/queue', /^\/queue$/],
    ['/queue <name>', /^\/queue (?!live|alert)\S+/],
    ['/queue live', /^\/queue live$/],
    ['/queue live <name>', /^\/queue live \S+/],
    ['/queue alert add, list, pause, remove', /^\/queue alert add /],
    ['/queue alert list', /^\/queue alert list$/],
    ['/queue alert pause', /^\/queue alert pause \d+$/],
    ['/queue alert remove', /^\/queue alert remove \S+/],
    ['/blacklist', /^\/blacklist$/],
    ...['show', 'create', 'add', 'edit', 'remove'].map((sub): [string, RegExp] => [
      `/blacklist ${sub}`,
      new RegExp(`^/blacklist ${sub} \\S+`),
    ]),
    ['/book (the form)', /^\/book$/],
    ['/book slots', /^\/book slots \S+/],
    ['/book direct', /^\/book (?!slots)\S+ \S+ \S+ \S+/],
    ['/calls in', /^\/calls in\b/],
    ['/calls out', /^\/calls out\b/],
    ['/ext', /^\/ext$/],
    ['/ext <n>', /^\/ext \d+$/],
    ['/voip', /^\/voip$/],
    ['/switch <id>', /^\/switch \d+$/],
    ['/contact <id>', /^\/contact \d+$/],
    ['/contact <id> set', /^\/contact \d+ set /],
    ['/pbx link', /^\/pbx link \d+$/],
    ['/call', /^\/call \d+$/],
    ['the call confirm button', /^#click Chiama$/],
    ['/pbx account', /^\/pbx account$/],
    ['/pbx help', /^\/pbx help$/],
    ['an alert card', /^#wait-post Coda /],
    ['the App Home', /^home$/],
    ['a missed-call notice', /^#hangup vendite /],
    ['a booking by the AI agent (webhook notice)', /^#booking /],
    ['/book notices list', /^\/book notices list$/],
  ];
  it.each(wanted)('touches %s', (_name, pattern) => {
    expect(lines.some((l) => pattern.test(l))).toBe(true);
  });
});

describe('pnpm demo', () => {
  it('runs the tour end to end (every command, an alert card) and exits 0', async () => {
    const run = await runDemo(['--script', tourPath, '--port', '0'], { timeoutMs: 240_000 });
    const summary = /script passed: (\d+) steps in ([\d.]+) s/.exec(run.stdout);
    expect(run.code, `${run.stdout.slice(-4000)}\n${run.stderr}`).toBe(0);
    expect(summary).not.toBeNull();
    // every command, directive and console command (`channel #name`) is a step (the other lines answer the
    // fields of a modal or, `#confirm`, a button's confirmation dialog)
    const steps = tourLines().filter(
      (l) => /^(\/|#[a-z]|home$|(show|mute|follow|channel|channels)\b)/i.test(l) && !/^#confirm\b/.test(l),
    ).length;
    expect(Number(summary?.[1])).toBe(steps);
    // the vendite card, critical when posted or when edited (a poll may land between the tour's callers)
    expect(run.stdout).toMatch(
      /\[#code-live\] centralino · m\d+:\n {2}# :rotating_light: Coda vendite|↻ \[#code-live\] m\d+ .*→ :rotating_light: Coda vendite/,
    );
    expect(run.stdout).not.toContain('✗');
    const ready = /ready in ([\d.]+) s/.exec(run.stdout)?.[1];
    process.stdout.write(
      `demo: ready in ${ready} s, tour ${summary?.[1]} steps in ${summary?.[2]} s, ${run.ms} ms in all\n`,
    );
  }, 250_000);

  it('fails a script whose reply is an error, and keeps the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-test-'));
    const script = join(dir, 'failing.txt');
    writeFileSync(script, '# a queue that does not exist\n/queue live nessuna\n');
    try {
      const run = await runDemo(['--script', script, '--port', '0', '--no-traffic'], { timeoutMs: 60_000 });
      expect(run.code, `${run.stdout.slice(-3000)}\n${run.stderr}`).toBe(1);
      expect(run.stdout).toContain('script FAILED: 1 of 1 steps');
      expect(run.stdout).toMatch(/✗ \/queue live nessuna: :warning: /);
      const log = /the log is in (\S+demo\.log)/.exec(run.stderr)?.[1];
      expect(log && existsSync(log)).toBe(true);
      if (log) rmSync(dirname(log), { recursive: true, force: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 70_000);

  it('serves the console on stdin: a command, then exit stops everything', async () => {
    let sent = 0;
    const run = await runDemo(['--port', '0', '--no-traffic'], {
      timeoutMs: 60_000,
      feed: (stdout, write) => {
        if (sent === 0 && stdout.includes('Type a slash command')) {
          sent = 1;
          write('/queue live');
        } else if (sent === 1 && stdout.includes('Code in tempo reale')) {
          sent = 2;
          write('exit');
        }
      },
    });
    expect(run.code, `${run.stdout.slice(-3000)}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('# Code in tempo reale');
    expect(run.stderr).toContain('centralino: stopping');
  }, 70_000);
});

function tourLines(): string[] {
  return readFileSync(new URL(`../${tourPath}`, import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim());
}

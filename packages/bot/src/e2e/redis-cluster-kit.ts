/*
 * A Redis Cluster on loopback for tests: `masters` redis-server processes (plus `replicasPerMaster` each) on free
 * ports in a temporary directory, joined by `redis-cli --cluster create`, stopped and removed by `stop()`.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The path of `name` on PATH, or undefined. */
export function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Why a cluster cannot be started here (`redis-server` or `redis-cli` missing), or undefined when it can. */
export function clusterUnavailable(): string | undefined {
  const missing = ['redis-server', 'redis-cli'].filter((name) => onPath(name) === undefined);
  return missing.length > 0 ? `${missing.join(' and ')} not on PATH` : undefined;
}

export interface ClusterNode {
  port: number;
  process: ChildProcess;
}

export interface LocalCluster {
  /** `redis+cluster://127.0.0.1:A,127.0.0.1:B,…` (the bot's REDIS_URL). */
  url: string;
  nodes: ClusterNode[];
  /** `redis-cli -p port …` → its output. */
  cli(port: number, ...args: string[]): Promise<string>;
  /** The port of the master serving `slot` now, as a live node sees it (undefined while none does). */
  slotOwner(slot: number): Promise<number | undefined>;
  /** Kills one node (SIGKILL: no goodbye to the others). */
  kill(port: number): void;
  stop(): Promise<void>;
}

/** A free TCP port whose cluster bus port (port + 10000) is free too. */
async function freePort(taken: Set<number>): Promise<number> {
  for (;;) {
    const port = await listenOnce(0);
    if (port + 10_000 > 65_535 || taken.has(port)) continue;
    if ((await listenOnce(port + 10_000).catch(() => 0)) === 0) continue;
    taken.add(port);
    return port;
  }
}

/** Listens on `port` of 127.0.0.1 (0: any free one) and closes at once: the port, free a moment ago. */
export function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds (errors count as not yet), or fails naming `what`. */
export async function untilCluster(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Redis Cluster: timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Starts a cluster; every node runs without persistence. */
export async function startLocalCluster(
  options: { masters?: number; replicasPerMaster?: number } = {},
): Promise<LocalCluster> {
  const masters = options.masters ?? 3;
  const replicas = options.replicasPerMaster ?? 0;
  const dir = await mkdtemp(join(tmpdir(), 'centralino-cluster-'));
  const taken = new Set<number>();
  const nodes: ClusterNode[] = [];
  const cli = async (port: number, ...args: string[]) =>
    (await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 20_000 })).stdout;
  // a test run that ends without `stop()` (interrupted, crashed) leaves no server behind
  const killAll = () => {
    for (const n of nodes) n.process.kill('SIGKILL');
  };
  process.once('exit', killAll);
  const stop = async () => {
    process.off('exit', killAll);
    await Promise.all(
      nodes.map(
        (n) =>
          new Promise<void>((resolve) => {
            if (n.process.exitCode !== null || n.process.signalCode !== null) return resolve();
            n.process.once('exit', () => resolve());
            n.process.kill('SIGKILL');
          }),
      ),
    );
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < masters * (1 + replicas); i++) {
      const port = await freePort(taken);
      const child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          `nodes-${port}.conf`,
          '--cluster-node-timeout',
          '1000',
          '--appendonly',
          'no',
          '--save',
          '',
          '--maxmemory-policy',
          'noeviction',
          // a replica syncs at once (Redis waits 5 s for more replicas by default)
          '--repl-diskless-sync-delay',
          '0',
          '--dir',
          dir,
        ],
        { stdio: 'ignore' },
      );
      nodes.push({ port, process: child });
    }
    for (const n of nodes)
      await untilCluster(async () => (await cli(n.port, 'ping')).trim() === 'PONG', 5000, `node ${n.port}`);
    await run(
      'redis-cli',
      [
        '--cluster',
        'create',
        ...nodes.map((n) => `127.0.0.1:${n.port}`),
        '--cluster-replicas',
        String(replicas),
        '--cluster-yes',
      ],
      { timeout: 30_000 },
    );
    for (const n of nodes) {
      await untilCluster(
        async () => (await cli(n.port, 'cluster', 'info')).includes('cluster_state:ok'),
        10_000,
        `cluster_state:ok on ${n.port}`,
      );
    }
    // a replica can take over only once it holds its master's data
    for (const n of nodes) {
      await untilCluster(
        async () => {
          const info = await cli(n.port, 'info', 'replication');
          return info.includes('role:master') || info.includes('master_link_status:up');
        },
        10_000,
        `replica ${n.port} in sync`,
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `redis+cluster://${nodes.map((n) => `127.0.0.1:${n.port}`).join(',')}`,
    nodes,
    cli,
    async slotOwner(slot) {
      const alive = nodes.find((n) => n.process.exitCode === null && n.process.signalCode === null);
      if (!alive) return undefined;
      // CLUSTER NODES: id host:port@bus flags master ping pong epoch link slot-range…
      for (const line of (await cli(alive.port, 'cluster', 'nodes')).trim().split('\n')) {
        const fields = line.split(' ');
        const flags = fields[2] ?? '';
        if (!flags.split(',').includes('master') || flags.includes('fail')) continue;
        const owns = fields.slice(8).some((range) => {
          const [from, to = from] = range.split('-').map(Number);
          return from !== undefined && slot >= from && slot <= (to as number);
        });
        if (owns) return Number(/:(\d+)@/.exec(fields[1] ?? '')?.[1]);
      }
      return undefined;
    },
    kill(port) {
      nodes.find((n) => n.port === port)?.process.kill('SIGKILL');
    },
    stop,
  };
}

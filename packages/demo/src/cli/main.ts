import { readFile } from 'node:fs/promises';
import { ConfigError } from '@centralino/bot';
import { type SlackConsole, wantsColor } from '@centralino/slack-sandbox';
import { createDemoConsole } from '../console/demo-console.js';
import { welcomeText } from '../console/welcome.js';
import { RedisUnavailableError } from '../redis/find-redis.js';
import { type RunningDemo, startDemo } from '../runtime/start-demo.js';
import { DemoUsageError, parseDemoOptions, usage } from './demo-options.js';
import { runDemoScript, scriptSummary } from './run-demo-script.js';

const err = (line: string) => process.stderr.write(`${line}\n`);

/**
 * `pnpm demo [--script FILE]`: starts the server, the bot and the fake Slack in this process, then the local
 * Slack console on the terminal (or runs the script). Ctrl-C, `exit` or the end of input stops everything:
 * the console, the bot (running jobs finish), the traffic, the server, a private Redis.
 */
async function main(): Promise<void> {
  let options: ReturnType<typeof parseDemoOptions>;
  try {
    options = parseDemoOptions(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof DemoUsageError)) throw error;
    err(`error: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.command === 'help') {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const script = options.script === undefined ? undefined : await readScript(options.script);
  err('centralino: starting the PBX server, the Slack bot and the local Slack…');
  let demo: RunningDemo;
  try {
    demo = await startDemo({
      port: options.port,
      traffic: options.traffic,
      realLimits: options.realLimits,
      locale: options.locale,
      logLevel: options.logLevel,
    });
  } catch (error) {
    if (error instanceof RedisUnavailableError || error instanceof ConfigError)
      err(`centralino: ${error.message}`);
    else
      err(`centralino: the demo could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }

  // what the user waited for, loading the code included (not only starting the services)
  const readyInMs = Math.round(performance.now());
  const colors = wantsColor(process.stdout);
  let slackConsole: SlackConsole | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    slackConsole?.close();
    err('centralino: stopping (the bot finishes the commands it is running)…');
    setTimeout(() => {
      err('centralino: still stopping after 30 s: exiting now');
      process.exit(1);
    }, 30_000).unref();
    const keepFiles = code !== 0 && code !== 130;
    await demo
      .stop({ keepFiles })
      .catch((error: unknown) => err(`centralino: stopping failed: ${String(error)}`));
    if (keepFiles) err(`centralino: the log is in ${demo.logPath}`);
    process.exit(code);
  };
  const onSignal = () => {
    if (stopping) process.exit(130);
    void shutdown(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  if (script !== undefined) {
    slackConsole = createDemoConsole(demo, { output: process.stdout, colors });
    process.stdout.write(`${welcomeText(demo, readyInMs)}\n\n`);
    const outcome = await runDemoScript(slackConsole, script);
    process.stdout.write(`\n${scriptSummary(outcome)}\n`);
    await shutdown(outcome.failures.length === 0 ? 0 : 1);
    return;
  }
  slackConsole = createDemoConsole(demo, {
    output: process.stdout,
    input: process.stdin,
    colors,
    onInterrupt: () => {},
  });
  process.stdout.write(`\n${welcomeText(demo, readyInMs)}\n\n`);
  await slackConsole.start();
  await shutdown(0);
}

async function readScript(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    err(
      `centralino: cannot read the script ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
    process.exit(2);
  }
}

await main();

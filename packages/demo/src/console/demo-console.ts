import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { commandNames } from '@centralino/bot';
import { SlackConsole } from '@centralino/slack-sandbox';
import { DEMO_TIME_ZONE } from '../runtime/demo-bot-config.js';
import type { RunningDemo } from '../runtime/start-demo.js';
import { bookingDirective } from './booking-directive.js';
import { isBotNotice } from './bot-notice.js';
import { callerDirective } from './caller-directive.js';
import { demoVariables } from './demo-variables.js';
import { hangupDirective } from './hangup-directive.js';

/** Where the console reads and writes. */
export interface ConsoleIo {
  output: Writable;
  input?: Readable;
  colors: boolean;
  /** Ctrl-C on a terminal. */
  onInterrupt?: () => void;
}

/** Example lines shown by `help` (and in the welcome). */
export const exampleCommands: readonly string[] = [
  '/queue live',
  '/queue assistenza',
  '/queue stats',
  '/blacklist add spam +39021234567 Televendite',
  `/book slots consulenza \${NEXT_MONDAY}`,
  '/call 3331234567',
  '/pbx help',
  '#caller assistenza 3331234567',
  '#booking Anna Verdi',
];

/** Where the console saves the pictures of image blocks: beside the log, in the run's directory. */
export function demoImageDir(demo: Pick<RunningDemo, 'dir'>): string {
  return join(demo.dir, 'images');
}

/**
 * The local Slack console of the demo, acting as Alice in #general: the bot's "Richiesta ricevuta" notices do not end a step,
 * replies may take as long as a command waiting for the account's budget, `#caller`, `#hangup` and `#booking`
 * drive the simulator, and `${TODAY}` / `${NEXT_MONDAY}` are set.
 */
export function createDemoConsole(demo: RunningDemo, io: ConsoleIo): SlackConsole {
  return new SlackConsole({
    slack: demo.slack,
    agent: demo.agent,
    output: io.output,
    ...(io.input ? { input: io.input } : {}),
    colors: io.colors,
    isNotice: isBotNotice,
    replyTimeoutMs: 60_000,
    settleMs: 300,
    imageDir: demoImageDir(demo),
    directives: {
      caller: callerDirective({
        baseUrl: demo.pbx.url,
        context: demo.pbx.context,
        adminToken: demo.pbx.adminToken,
      }),
      hangup: hangupDirective({
        baseUrl: demo.pbx.url,
        context: demo.pbx.context,
        adminToken: demo.pbx.adminToken,
        apiKey: demo.pbx.apiKey,
      }),
      booking: bookingDirective({
        baseUrl: demo.pbx.url,
        context: demo.pbx.context,
        adminToken: demo.pbx.adminToken,
        apiKey: demo.pbx.apiKey,
        timeZone: DEMO_TIME_ZONE,
      }),
    },
    variables: demoVariables(new Date(), DEMO_TIME_ZONE),
    // the bot's slash commands: another one is answered at once, as Slack does
    commands: commandNames.map((name) => `/${name}`),
    help: [
      `Variables: \${TODAY}, \${NEXT_MONDAY} (a day with free appointments).`,
      `Examples: ${exampleCommands.join('  ·  ')}`,
      'Channel posts (alerts) are shown with a bar on the left. exit or Ctrl-C stops the demo.',
    ],
    ...(io.onInterrupt ? { onInterrupt: io.onInterrupt } : {}),
  });
}

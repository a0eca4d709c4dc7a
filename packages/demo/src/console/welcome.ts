import { demoSlack, realAccountLimits } from '../runtime/demo-bot-config.js';
import type { RunningDemo } from '../runtime/start-demo.js';
import { demoImageDir } from './demo-console.js';

/**
 * What the terminal shows once the demo is up: what runs where, the API key (only here), what to type.
 * `readyInMs` is what the user waited: from the start of the process (loading the code included).
 */
export function welcomeText(demo: RunningDemo, readyInMs: number = demo.startupMs): string {
  const api = `${demo.pbx.url}/v1`;
  const traffic =
    demo.pbx.seed === undefined
      ? 'off (--no-traffic): use #caller to bring callers'
      : `on (seed ${demo.pbx.seed}): callers arrive in assistenza, vendite, amministrazione`;
  const { requests_per_minute: perMinute, requests_per_day: perDay } = demo.limits;
  const limits =
    demo.limits === realAccountLimits
      ? `${perMinute}/min, ${perDay}/day, as a real account: commands queue when you go faster`
      : `${perMinute}/min, ${perDay}/day (the demo's); --real-limits for a real account's 20/min, to see commands queue`;
  return [
    `centralino demo: ready in ${(readyInMs / 1000).toFixed(1)} s`,
    `  PBX API    ${api}  (account ${demo.pbx.context}, embedded PGlite in memory${demo.pbx.portTaken ? '; the port asked for was taken' : ''})`,
    `  API key    ${demo.pbx.apiKey}  (shown only now; try: curl -H "X-API-KEY: <key>" ${api}/queue/live)`,
    `  Traffic    ${traffic}`,
    `  Limits     ${limits}`,
    `  Slack      local console as @alice in #${demoSlack.generalChannel.name}, alert cards in #${demoSlack.alertsChannel.name}, missed calls in #${demoSlack.missedChannel.name}, booking notices in #${demoSlack.bookingsChannel.name}; bot in ${demo.locale === 'en' ? 'English' : 'Italian (--lang en for English)'}; config ${demo.bot.configPath}`,
    `  Redis      ${demo.redis.private ? `private redis-server on ${demo.redis.url}` : demo.redis.url}`,
    `  Logs       ${demo.logPath}`,
    `  Images     ${demoImageDir(demo)}  (the charts of /queue stats, as <file id>.png)`,
    '',
    `Try /queue live, /queue stats, /blacklist add spam +39021234567, /book slots consulenza \${NEXT_MONDAY}, /call 3331234567,`,
    '/pbx help for every command, #caller assistenza to make the phone ring, #booking Anna Verdi for the AI agent',
    'to book an appointment (its notice comes by webhook). Buttons: type their number.',
    `Card edits print as one line (↻ m2 …): show m2 prints the card, mute #${demoSlack.alertsChannel.name} silences the channel.`,
  ].join('\n');
}

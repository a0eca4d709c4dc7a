import { demoSlack } from '../runtime/demo-bot-config.js';
import type { RunningDemo } from '../runtime/start-demo.js';

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
  return [
    `centralino demo: ready in ${(readyInMs / 1000).toFixed(1)} s`,
    `  PBX API    ${api}  (account ${demo.pbx.context}, embedded PGlite in memory${demo.pbx.portTaken ? '; the port asked for was taken' : ''})`,
    `  API key    ${demo.pbx.apiKey}  (shown only now; try: curl -H "X-API-KEY: <key>" ${api}/queue/live)`,
    `  Traffic    ${traffic}`,
    `  Slack      local console as @alice in #${demoSlack.generalChannel.name}; bot config ${demo.bot.configPath}`,
    `  Redis      ${demo.redis.private ? `private redis-server on ${demo.redis.url}` : demo.redis.url}`,
    `  Logs       ${demo.logPath}`,
    '',
    `Try /queue live, /blacklist add spam +39021234567, /book slots consulenza \${NEXT_MONDAY}, /call 3331234567,`,
    '/pbx help for every command, #caller assistenza to make the phone ring. Buttons: type their number.',
  ].join('\n');
}

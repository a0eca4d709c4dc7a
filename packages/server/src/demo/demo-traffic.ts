import type { Logger } from 'pino';
import { findAccountByContext } from '../accounts/accounts.js';
import type { Database } from '../db/database.js';
import { TelephoneAutopilot } from '../telephony/autopilot.js';
import type { SimulatedTelephony } from '../telephony/simulated-telephony.js';
import type { Clock } from '../time/clock.js';
import { DEMO_CONTEXT, demoContacts } from './demo-directory.js';

/**
 * Starts the telephone autopilot on the demo account (`serve --demo --traffic`): callers from the demo's
 * directory and elsewhere arrive in its queues, each event logged at debug level, a failed tick at warn.
 * The demo must be loaded. Stop it with `stop()` before closing the database.
 */
export async function startDemoTraffic(options: {
  db: Database;
  telephony: SimulatedTelephony;
  clock: Clock;
  seed: number;
  logger: Logger;
}): Promise<TelephoneAutopilot> {
  const account = await findAccountByContext(options.db, DEMO_CONTEXT);
  if (!account) throw new Error(`The demo account "${DEMO_CONTEXT}" is not loaded`);
  const log = options.logger.child({ component: 'autopilot' });
  const autopilot = new TelephoneAutopilot({
    telephony: options.telephony,
    account,
    clock: options.clock,
    seed: options.seed,
    knownCallers: demoContacts,
    onEvent: (event) => log.debug(event, event.type),
    onError: (err) => log.warn({ err }, 'autopilot tick failed'),
  });
  autopilot.start();
  log.info({ seed: options.seed, context: DEMO_CONTEXT }, 'telephone autopilot running');
  return autopilot;
}

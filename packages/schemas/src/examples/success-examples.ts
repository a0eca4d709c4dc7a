import { accountExamples } from './account.examples.js';
import { blacklistsExamples } from './blacklists.examples.js';
import { calendarExamples } from './calendar.examples.js';
import { callsExamples } from './calls.examples.js';
import { directoryExamples } from './directory.examples.js';
import type { SuccessExamples } from './example-types.js';
import { extensionsExamples } from './extensions.examples.js';
import { queuesExamples } from './queues.examples.js';

/** Every success example of the public API; the OpenAPI document shows them on each success response. */
export const successExamples: SuccessExamples = {
  ...accountExamples,
  ...blacklistsExamples,
  ...calendarExamples,
  ...callsExamples,
  ...directoryExamples,
  ...extensionsExamples,
  ...queuesExamples,
};

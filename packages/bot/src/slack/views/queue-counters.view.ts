import type { Locale } from '../../core/config/bot-config.schema.js';
import { waitText } from './wait-text.js';

/** A queue's counters as the exchange keeps them in its live state (since the queue last restarted). */
export interface QueueCounters {
  completed: number;
  abandoned: number;
  /** Average wait of the callers counted, in seconds (`holdtime`). */
  holdtime: number;
  /** Share of calls answered within the threshold (`service_level_perf`), a percentage already rounded. */
  serviceLevel: number;
  /** The queue's service-level threshold in seconds (`service_level`). */
  serviceLevelSeconds: number;
}

/**
 * The queue's counters since it last restarted, with their period, written once for every view that shows them
 * (the Home, `/queue live`); average wait and service level only once a call was answered or abandoned.
 * `service_level` is the threshold in seconds (the sandbox's fixture schema says so: "Service level threshold,
 * seconds"; the reference's table leaves it undescribed) and `service_level_perf` the share within it.
 * @see pbx-api-reference.md "Queue live state"
 */
export function queueCountersText(c: QueueCounters, locale: Locale): string {
  if (locale === 'en') {
    return c.completed + c.abandoned === 0
      ? 'No call completed or abandoned since the queue restarted'
      : `Since the queue restarted: ${c.completed} completed · ${c.abandoned} abandoned · average wait ${waitText(c.holdtime)} · service level ${c.serviceLevel}% (within ${c.serviceLevelSeconds} s)`;
  }
  return c.completed + c.abandoned === 0
    ? 'Dal riavvio della coda nessuna chiamata completata o abbandonata'
    : `Dal riavvio della coda: completate ${c.completed} · abbandonate ${c.abandoned} · attesa media ${waitText(c.holdtime)} · livello di servizio ${c.serviceLevel}% (entro ${c.serviceLevelSeconds} s)`;
}

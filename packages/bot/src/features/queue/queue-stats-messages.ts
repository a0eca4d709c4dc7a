import type { Locale } from '../../config/bot-config.schema.js';

/** Texts of `/queue stats`, in Italian (the default); `en` has the same shape. */
const it = {
  title: (period: string) => `Statistiche chiamate · ${period}`,
  entered: 'Entrate',
  answered: 'Risposte',
  abandoned: 'Abbandonate',
  notAnswered: 'Senza risposta',
  answerRate: 'Risposte sulle chiamate in coda',
  abandonWait: 'Attesa di chi ha riagganciato',
  busiest: 'Ora di punta',
  busiestDay: 'Giorno di punta',
  waitText: (average: string, longest: string) => `media ${average}, massima ${longest}`,
  busiestText: (slot: string, calls: string) => `${slot} (${calls})`,
  none: '—',
  noCalls: (period: string) => `Nessuna chiamata ricevuta (${period}).`,
  calls: (n: string) => `${n} ${n === '1' ? 'chiamata' : 'chiamate'}`,
  /** The summary a screen reader and a notification read (the image's alt text too). */
  summary: (s: {
    period: string;
    entered: string;
    answered: string;
    abandoned: string;
    notAnswered: string | undefined;
    rate: string | undefined;
    wait: string | undefined;
    busiest: string | undefined;
  }) =>
    [
      `Chiamate ricevute ${s.period}: ${s.entered} entrate, ${s.answered} risposte, ${s.abandoned} abbandonate${s.notAnswered ? `, ${s.notAnswered} senza risposta` : ''}`,
      s.rate ? `risposte sulle chiamate in coda ${s.rate}` : undefined,
      s.wait ? `attesa di chi ha riagganciato: ${s.wait}` : undefined,
      s.busiest ? `punta ${s.busiest}` : undefined,
    ]
      .filter(Boolean)
      .join('; ') + '.',
  source:
    "Dallo storico delle chiamate ricevute dell'intero centralino. Lo storico non dice in quale coda è passata una chiamata né quanto ha atteso chi ha avuto risposta: le attese sono quelle di chi ha riagganciato in coda.",
  perQueueTitle: (name: string) => `Statistiche della coda ${name}`,
  perQueue: (name: string) =>
    `Lo storico delle chiamate del centralino non dice in quale coda è passata una chiamata: le statistiche per coda non si possono calcolare senza inventarle.\n• \`/queue stats\` — il grafico dell'intero centralino (anche \`ieri\`, \`GG/MM\`, \`settimana\`)\n• \`/queue ${name}\` — entrate, risposte, abbandonate e attesa media di oggi della coda ${name}, come le conta il centralino`,
  chartFailed: 'Il grafico non è disponibile in questo momento: ecco il riepilogo.',
  noChannel: 'Il grafico si può mostrare solo in un canale: ecco il riepilogo.',
};

export type QueueStatsMessages = typeof it;

const en: QueueStatsMessages = {
  title: (period) => `Call statistics · ${period}`,
  entered: 'Entered',
  answered: 'Answered',
  abandoned: 'Abandoned',
  notAnswered: 'Not answered',
  answerRate: 'Answered of the calls queued',
  abandonWait: 'Wait of callers who hung up',
  busiest: 'Busiest hour',
  busiestDay: 'Busiest day',
  waitText: (average, longest) => `average ${average}, longest ${longest}`,
  busiestText: (slot, calls) => `${slot} (${calls})`,
  none: '—',
  noCalls: (period) => `No calls received (${period}).`,
  calls: (n) => `${n} ${n === '1' ? 'call' : 'calls'}`,
  summary: (s) =>
    [
      `Calls received ${s.period}: ${s.entered} entered, ${s.answered} answered, ${s.abandoned} abandoned${s.notAnswered ? `, ${s.notAnswered} not answered` : ''}`,
      s.rate ? `answered of the calls queued ${s.rate}` : undefined,
      s.wait ? `wait of callers who hung up: ${s.wait}` : undefined,
      s.busiest ? `peak ${s.busiest}` : undefined,
    ]
      .filter(Boolean)
      .join('; ') + '.',
  source:
    'From the inbound call history of the whole phone system. The history tells neither which queue a call went through nor how long an answered caller waited: the waits are those of callers who hung up in a queue.',
  perQueueTitle: (name) => `Statistics of queue ${name}`,
  perQueue: (name) =>
    `The phone system's call history does not say which queue a call went through: per-queue statistics cannot be computed without making them up.\n• \`/queue stats\` — the chart of the whole phone system (also \`yesterday\`, \`DD/MM\`, \`week\`)\n• \`/queue ${name}\` — today's entered, answered, abandoned and average wait of queue ${name}, as the phone system counts them`,
  chartFailed: 'The chart is not available right now: here is the summary.',
  noChannel: 'The chart can only be shown in a channel: here is the summary.',
};

const catalogs: Record<Locale, QueueStatsMessages> = { it, en };

/** The texts of `/queue stats` in `locale`. */
export function queueStatsMessagesFor(locale: Locale): QueueStatsMessages {
  return catalogs[locale];
}

import type { Locale } from '../../core/config/bot-config.schema.js';

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
  /** `/queue stats <coda>`: the chart that follows is the account's, and why. */
  wholeAccount: (name: string) =>
    `Lo storico delle chiamate non dice in quale coda è passata una chiamata: grafico e cifre sono dell’intero account, non solo di *${name}*. \`/queue ${name}\` dà entrate, risposte e abbandonate di oggi della coda, come le conta il centralino.`,
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
  answerRate: 'Queued calls answered',
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
      s.rate ? `queued calls answered: ${s.rate}` : undefined,
      s.wait ? `wait of callers who hung up: ${s.wait}` : undefined,
      s.busiest ? `peak ${s.busiest}` : undefined,
    ]
      .filter(Boolean)
      .join('; ') + '.',
  source:
    'From the inbound call history of the whole phone system. The history tells neither which queue a call went through nor how long an answered caller waited: the waits are those of callers who hung up in a queue.',
  wholeAccount: (name) =>
    `The call history does not say which queue a call went through: the chart and figures are the whole account's, not only *${name}*'s. \`/queue ${name}\` gives the queue's entered, answered and abandoned calls of today, as the phone system counts them.`,
  chartFailed: 'The chart is not available right now: here is the summary.',
  noChannel: 'The chart can only be shown in a channel: here is the summary.',
};

const catalogs: Record<Locale, QueueStatsMessages> = { it, en };

/** The texts of `/queue stats` in `locale`. */
export function queueStatsMessagesFor(locale: Locale): QueueStatsMessages {
  return catalogs[locale];
}

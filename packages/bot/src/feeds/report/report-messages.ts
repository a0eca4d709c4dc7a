import type { Locale } from '../../core/config/bot-config.schema.js';

/** The usage lines of `/queue report`. */
export const reportUsage: Readonly<Record<Locale, string>> = {
  it: [
    '`/queue report add <HH:MM> [days=lun-ven]` — ogni mattina, in questo canale, il report di ieri',
    '`/queue report list` — i report di questo canale · `/queue report remove <id>`',
  ].join('\n'),
  en: [
    "`/queue report add <HH:MM> [days=mon-fri]` — every morning, in this channel, yesterday's report",
    '`/queue report list` — the reports of this channel · `/queue report remove <id>`',
  ].join('\n'),
};

/** `a, b e c`: a list as a sentence says it. */
const listText = (items: readonly string[], and: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const it = {
  notRunning: 'I report non sono attivi in questo processo del bot.',
  noChannel: 'Scrivi il comando nel canale che deve ricevere il report.',
  badDays: (given: string) =>
    `Giorni non validi: \`${given}\` (esempi: \`lun-ven\`, \`lun,mer,ven\`, \`feriali\`).`,
  added: (id: string, time: string, days: string, channel: string) =>
    `:calendar: Report \`${id}\` creato: ${days} alle ${time} in <#${channel}>, con le cifre del giorno prima. Rimuovilo con \`/queue report remove ${id}\`.`,
  clash: (time: string, id: string) =>
    `C'è già un report alle ${time} in questo canale (\`${id}\`) negli stessi giorni: \`/queue report remove ${id}\` per sostituirlo, o scegli altri giorni.`,
  removed: (id: string) => `Report \`${id}\` rimosso.`,
  notFound: (id: string) => `Nessun report \`${id}\` in questo account: \`/queue report list\` li elenca.`,
  listTitle: 'Report del mattino',
  none: 'Nessun report. Aggiungine uno con `/queue report add 08:00 days=lun-ven` nel canale che deve riceverlo.',
  line: (id: string, time: string, days: string, channel: string) =>
    `\`${id}\` — ${days} alle ${time} in <#${channel}>`,
  everyDay: 'ogni giorno',
  title: (day: string) => `Report di ieri — ${day}`,
  entered: 'Entrate',
  answered: 'Risposte',
  abandoned: 'Abbandonate',
  notAnswered: 'Senza risposta',
  answerRate: 'Risposte sulle chiamate in coda',
  abandonWait: 'Attesa di chi ha riagganciato',
  abandonWaitValue: (avg: string, longest: string) => `media ${avg} · più lunga ${longest}`,
  versus: (day: string, delta: string) => `${delta} rispetto a ${day}`,
  same: 'come',
  worst: 'Momenti peggiori',
  waitedThenHungUp: (time: string, wait: string) =>
    `alle ${time} un chiamante ha atteso ${wait} e ha riagganciato`,
  peak: (from: string, to: string, n: number) =>
    `tra le ${from} e le ${to}: ${n === 1 ? '1 chiamata abbandonata' : `${n} chiamate abbandonate`}, il picco del giorno`,
  /** Several hours tie for the peak: `['10', '11', '15']`. */
  tiedPeak: (hours: readonly string[], n: number) =>
    `picco di ${n === 1 ? '1 chiamata abbandonata' : `${n} chiamate abbandonate`} in un'ora, a pari merito ${listText(
      hours.map((h) => `alle ${h}`),
      'e',
    )}`,
  noneWorst: 'Nessun chiamante ha riagganciato in attesa.',
  noCalls: (day: string) => `Nessuna chiamata ricevuta ${day}.`,
  source: 'Cifre dell’account dalla cronologia delle chiamate (la cronologia non indica la coda).',
  late: (time: string, reason: string) => `In ritardo: previsto alle ${time}, ${reason}.`,
  lateReasons: {
    unreachable: 'il centralino non rispondeva',
    budget: 'le richieste del giorno all’API erano esaurite',
    slack: 'Slack non accettava il messaggio',
    down: 'il bot non era in funzione',
  } as Record<string, string>,
  chartMissing: 'Il grafico non è disponibile questa volta.',
};

export type ReportTexts = typeof it;

const en: ReportTexts = {
  notRunning: 'Reports are not running in this bot process.',
  noChannel: 'Type the command in the channel that should receive the report.',
  badDays: (given) => `Invalid days: \`${given}\` (for example \`mon-fri\`, \`mon,wed,fri\`, \`weekdays\`).`,
  added: (id, time, days, channel) =>
    `:calendar: Report \`${id}\` created: ${days} at ${time} in <#${channel}>, with the previous day's figures. Remove it with \`/queue report remove ${id}\`.`,
  clash: (time, id) =>
    `There is already a report at ${time} in this channel (\`${id}\`) on the same days: \`/queue report remove ${id}\` to replace it, or choose other days.`,
  removed: (id) => `Report \`${id}\` removed.`,
  notFound: (id) => `No report \`${id}\` on this account: \`/queue report list\` lists them.`,
  listTitle: 'Morning reports',
  none: 'No reports. Add one with `/queue report add 08:00 days=mon-fri` in the channel that should receive it.',
  line: (id, time, days, channel) => `\`${id}\` — ${days} at ${time} in <#${channel}>`,
  everyDay: 'every day',
  title: (day) => `Yesterday's report — ${day}`,
  entered: 'Received',
  answered: 'Answered',
  abandoned: 'Abandoned',
  notAnswered: 'Not answered',
  answerRate: 'Queued calls answered',
  abandonWait: 'Wait of callers who hung up',
  abandonWaitValue: (avg, longest) => `average ${avg} · longest ${longest}`,
  versus: (day, delta) => `${delta} against ${day}`,
  same: 'same as',
  worst: 'Worst moments',
  waitedThenHungUp: (time, wait) => `at ${time} a caller waited ${wait} and hung up`,
  peak: (from, to, n) =>
    `between ${from}:00 and ${to}:00: ${n === 1 ? '1 call' : `${n} calls`} abandoned, the day's peak`,
  tiedPeak: (hours, n) =>
    `a peak of ${n === 1 ? '1 abandoned call' : `${n} abandoned calls`} in an hour, tied ${listText(
      hours.map((h) => `at ${h}:00`),
      'and',
    )}`,
  noneWorst: 'No caller hung up while waiting.',
  noCalls: (day) => `No calls received ${day}.`,
  source: "The account's figures from the call history (the history does not name the queue).",
  late: (time, reason) => `Late: due at ${time}, ${reason}.`,
  lateReasons: {
    unreachable: 'the phone system was not answering',
    budget: "the day's API requests were used up",
    slack: 'Slack did not accept the message',
    down: 'the bot was not running',
  },
  chartMissing: 'The chart is not available this time.',
};

export function reportTextsFor(locale: Locale): ReportTexts {
  return locale === 'en' ? en : it;
}

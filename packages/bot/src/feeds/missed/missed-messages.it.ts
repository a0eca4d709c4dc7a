/** The missed-call texts in Italian, the bot's default language: the shape every other language follows. */

const calls = (n: number) => (n === 1 ? '1 chiamata persa' : `${n} chiamate perse`);

export const missedMessagesIt = {
  weekdays: ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'],
  notice: {
    title: (who: string) => `:telephone_receiver: Chiamata persa da ${who}`,
    resolvedTitle: (who: string) => `:white_check_mark: Risolto · ${who}`,
    doneTitle: (who: string) => `:white_check_mark: Chiuso · ${who}`,
    blockedTitle: (who: string) => `:no_entry_sign: Bloccato · ${who}`,
    anonymous: 'numero nascosto',
    called: 'Numero chiamato',
    when: 'Quando',
    seconds: (s: number) => (s < 60 ? `${s} s` : `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`),
    waited: 'Attesa',
    today: 'Oggi',
    count: (n: number, last: string) =>
      n === 1 ? `1 chiamata persa alle ${last}` : `${calls(n)}, l'ultima alle ${last}`,
    waitedText: (wait: string, abandoned: boolean) =>
      abandoned ? `${wait}, poi ha riattaccato` : `${wait}, nessuno ha risposto`,
    queue: 'Coda',
    waitedAtLeast: (clock: string) => `ha atteso almeno ${clock}, poi ha riattaccato`,
    provisional: 'Visto in coda: i dettagli arrivano dallo storico chiamate.',
    summaryQueue: (queue: string) => `coda ${queue}`,
    takenBy: (user: string) => `:raising_hand: Se ne occupa ${user}`,
    doneBy: (user: string, time: string) => `Chiuso da ${user} alle ${time}`,
    blockedBy: (user: string, time: string, list: string) =>
      `:no_entry_sign: Numero bloccato da ${user} alle ${time} (blacklist *${list}*)`,
    callback: (who: string, time: string, outcome: string) =>
      `:outbox_tray: Richiamato da ${who} alle ${time}: ${outcome}`,
    callingBack: (user: string, time: string) => `:outbox_tray: In richiamata da ${user} alle ${time}`,
    calledBackBy: (user: string, time: string, answered: boolean) =>
      `:outbox_tray: Richiamato da ${user} alle ${time} · ${answered ? 'risposto' : 'non risposto'}`,
    calledAgain: (time: string) => `:inbox_tray: Ha richiamato alle ${time} e ha trovato risposta`,
    outcomes: {
      ANSWERED: 'ha risposto',
      'NO ANSWER': 'nessuna risposta',
      BUSY: 'occupato',
      FAILED: 'chiamata non riuscita',
    } as Record<string, string>,
    stillOpen: 'Ancora da richiamare.',
    noCallback: 'Numero nascosto: non si può richiamare.',
    callBack: 'Richiama',
    take: 'Me ne occupo io',
    block: 'Blocca numero',
    done: 'Fatto',
    confirmTitle: 'Richiamare?',
    confirmCallBack: (number: string) =>
      `Il tuo interno collegato chiama ${number}: prima squilla il tuo telefono, poi il numero.`,
    confirmBlockTitle: 'Bloccare il numero?',
    confirmBlock: (number: string, list: string) => `${number} viene aggiunto alla blacklist ${list}.`,
    confirm: 'Conferma',
    cancel: 'Annulla',
    alreadyTaken: (user: string) => `Se ne occupa già ${user}.`,
    closed: 'Questa chiamata persa è già chiusa.',
    alreadyBlocked: (user: string) => `Questo numero è già stato bloccato da ${user}.`,
  },
  block: {
    blocked: (number: string, list: string) =>
      `Numero *${number}* bloccato: aggiunto alla blacklist *${list}*.`,
    alreadyThere: (number: string, list: string) =>
      `\`${number}\` era già nella blacklist *${list}*: è bloccato, non l'ho aggiunto di nuovo.`,
    isContact: (number: string, who: string) => `\`${number}\` è *${who}*, un contatto della rubrica.`,
    isOwn: (number: string, what: string) => `\`${number}\` è un numero dell'ufficio (${what}).`,
    ownNumber: 'numero VoIP',
    confirmWhom: (list: string) =>
      `Bloccare comunque nella blacklist *${list}*? Le chiamate da questo numero verranno rifiutate.`,
    blockAnyway: 'Blocca comunque',
    pickList: (number: string, missing: string) =>
      `La blacklist *${missing}* indicata per «Blocca numero» non esiste. In quale blacklist bloccare *${number}*?`,
    noLists: 'Non ci sono blacklist: creane una con `/blacklist create &lt;nome&gt;`, poi riprova.',
  },
  summary: {
    title: (n: number) => `:telephone_receiver: ${calls(n)} in pochi istanti`,
    line: (time: string, who: string, called: string, count: number, state: string) =>
      `• ${time} · ${who} → ${called}${count > 1 ? ` (${count} volte)` : ''}${state ? ` · ${state}` : ''}`,
    resolved: 'risolto',
    done: 'chiuso',
    taken: (user: string) => `se ne occupa ${user}`,
    blocked: (user: string) => `bloccato da ${user}`,
  },
  enabled: {
    text: (n: number) =>
      n === 0 ? 'Nessuna chiamata persa finora oggi.' : `${calls(n)} oggi prima di attivare gli avvisi.`,
    show: 'Mostrale',
    list: (n: number) => `${calls(n)} oggi:`,
  },
  daily: {
    title: (n: number) =>
      n === 0 ? ':sunrise: Nessuna chiamata persa da richiamare oggi.' : `:memo: Da richiamare ancora: ${n}`,
  },
  rules: {
    added: (id: string) => `Avviso chiamate perse \`${id}\` creato in questo canale.`,
    allNumbers: 'tutti i numeri',
    numbers: (list: string) => `numeri ${list}`,
    hours: (days: string, from: string, to: string) => `${days} ${from}–${to}`,
    always: 'sempre',
    daily: (time: string) => `riepilogo alle ${time}`,
    listTitle: 'Avvisi di chiamate perse',
    none: 'Nessun avviso di chiamate perse. Crealo con `/calls missed add`.',
    fromFile: 'dal file di configurazione',
    channel: (channel: string) => `canale <#${channel}>`,
    open: (n: number) => (n === 1 ? '1 da richiamare' : `${n} da richiamare`),
    pausedUntil: (time: string) => `in pausa fino alle ${time}`,
    lastRead: (time: string) => `ultima lettura alle ${time}`,
    nextRead: (time: string) => `prossima alle ${time}`,
    late: (reason: string, time: string) => `:warning: avvisi in ritardo dalle ${time}: ${reason}`,
    lastLate: (reason: string, time: string) => `ultimo ritardo (dalle ${time}): ${reason}; ora in orario`,
    problems: {
      'history-failing': 'lo storico chiamate non risponde',
      'budget-blocked': 'il centralino rifiuta le richieste (429 di un altro programma)',
      'budget-spent': 'richieste del giorno esaurite',
      'slack-ratelimited': 'Slack chiede di rallentare (429)',
      'slack-failing': 'Slack non risponde',
      'channel-unavailable': 'il bot non può scrivere nel canale (invitalo con /invite)',
    } as Record<string, string>,
    notVoip: (number: string, own: string) =>
      `${number} non è un numero VoIP dell'account. I numeri sono: ${own}.`,
    removed: (id: string) => `Avviso chiamate perse \`${id}\` eliminato.`,
    notFound: (id: string) => `Nessun avviso chiamate perse con id \`${id}\`. Vedi \`/calls missed list\`.`,
    fromConfigFile: (id: string) =>
      `L'avviso \`${id}\` viene dal file di configurazione: si toglie da lì, non da Slack.`,
    paused: (minutes: number, until: string) =>
      `Avvisi di chiamate perse in pausa per ${minutes} min (fino alle ${until}).`,
    resumed: 'Avvisi di chiamate perse riattivati.',
    noChannel: 'Usa il comando nel canale che deve ricevere gli avvisi.',
    notRunning: 'Gli avvisi di chiamate perse non sono attivi su questo bot.',
  },
  issues: {
    bad_token: (given: string) => `Non capisco \`${given}\`: scrivi numeri VoIP e hours=, days=, daily=.`,
    bad_number: (given: string) => `\`${given}\` non è un numero di telefono.`,
    too_many_numbers: (max: number) => `Al massimo ${max} numeri per avviso.`,
    duplicate: (given: string) => `\`${given}\` è scritto due volte.`,
    bad_hours: (given: string) => `Orario non valido: \`${given}\` (esempio: hours=08:00-18:00).`,
    bad_days: (given: string) => `Giorni non validi: \`${given}\` (esempio: days=lun-ven).`,
    bad_daily: (given: string) => `Ora del riepilogo non valida: \`${given}\` (esempio: daily=17:30).`,
    bad_minutes: (given: string) => `Minuti non validi: \`${given}\` (da 0 a 1440; 0 riattiva).`,
    bad_rule_id: (given: string) => `Id non valido: \`${given}\`. Vedi \`/calls missed list\`.`,
  },
};

export type MissedMessages = typeof missedMessagesIt;

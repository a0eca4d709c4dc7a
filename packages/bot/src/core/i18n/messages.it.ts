/**
 * The texts of the core, in Italian (the default): notices, refusals of a command's text, help, the day limit.
 * Each feature has its own (`features/<name>/<name>-messages.ts`); the registry composes them all
 * (`app/registry/catalog.ts`). `messages.en.ts` has the same shape. API error messages are never translated here:
 * they are shown as the API gives them.
 */
export const it = {
  common: {
    queued: ':hourglass_flowing_sand: Richiesta ricevuta, in lavorazione…',
    position: (place: number, wait: string) =>
      `:hourglass_flowing_sand: In attesa del tuo turno: posizione ${place}, attesa stimata circa ${wait}.`,
    progress: (done: number, of: number) =>
      ` Già fatte ${done} letture su ${of}: le altre appena è il tuo turno.`,
    seconds: (n: number) => `${n} s`,
    minutes: (n: number) => (n === 1 ? '1 minuto' : `${n} minuti`),
    running: ':arrow_forward: Tocca a te: richiesta in esecuzione…',
    warning: (message: string) => `:warning: ${message}`,
    unreachable: 'Il centralino non è raggiungibile, riprova più tardi',
    unexpected: 'Errore imprevisto: riprova più tardi',
    uncertain:
      'Esito incerto: il comando potrebbe essere già stato eseguito. Controlla lo stato prima di ripeterlo.',
    enqueueFailed: 'Non riesco a prendere in carico il comando: riprova tra poco',
    notPermitted: 'Non hai i permessi per questo comando: chiedi a un amministratore del centralino',
    noAccount: 'Nessun centralino è configurato per questo canale o workspace',
    noAccountConnect:
      'Nessun centralino è configurato per questo canale o workspace: un amministratore può collegarlo con `/pbx connect`',
    unknownCommand: (command: string) => `Comando sconosciuto: ${command}`,
    share: 'Condividi nel canale',
    shared: (user: string) => `Condiviso da <@${user}>`,
    sharedRead: (user: string, when: string) => `Condiviso da <@${user}> · dati letti ${when}`,
    shareExpired: 'Questo messaggio non si può più condividere: ripeti il comando',
    notYours: 'Questo messaggio non appartiene al tuo workspace: non è stato fatto nulla.',
    previous: '◀ Precedente',
    next: 'Successiva ▶',
    refresh: 'Aggiorna',
    page: (page: number, total: number) => `Pagina ${page} di ${total}`,
    none: '—',
    yes: 'sì',
    no: 'no',
    cancel: 'Annulla',
    cancelled: 'Annullato.',
    usageTitle: 'Uso',
  },
  parse: {
    unknown_subcommand: (given: string) => `Sottocomando sconosciuto: \`${given}\`.`,
    missing_argument: (argument: string) => `Manca l'argomento \`${argument}\`.`,
    unexpected_argument: (given: string) => `Argomento in più: \`${given}\`.`,
    invalid_argument: (argument: string, message: string) => `\`${argument}\`: ${message}`,
    unknown_option: (given: string, allowed: string) => `Opzione sconosciuta \`${given}\`: usa ${allowed}.`,
    duplicate_option: (given: string) => `Opzione ripetuta: \`${given}\`.`,
    no_changes: (allowed: string) => `Indica almeno un campo da modificare: ${allowed}.`,
    unclosed_quote: 'Virgolette non chiuse.',
    control_character:
      'Il testo contiene caratteri di controllo (invisibili, come NUL): riscrivilo a mano senza incollarli.',
  },
  /** How arguments are called in errors (as in the usage lines), by their name in the code. */
  argumentNames: {
    number: 'numero',
    name: 'nome',
    description: 'descrizione',
    event: 'tipo',
    date: 'data',
    time: 'orario',
    id: 'id',
    internal_number: 'interno',
    extension: 'interno',
    text: 'testo',
    notes: 'note',
    phone: 'telefono',
    company: 'azienda',
    calendar: 'calendario',
    search: 'ricerca',
    queue: 'coda',
    minutes: 'minuti',
    page: 'pagina',
    limit: 'limite',
  } as Record<string, string>,
  help: {
    title: 'Comandi del centralino',
    intro: 'Scrivi `&lt;comando&gt; help` per i dettagli di un comando. Le risposte sono visibili solo a te.',
    writeNote: '_I comandi che modificano qualcosa sono riservati agli utenti autorizzati._',
  },
  dayLimit: {
    reached: (zone: string) =>
      `:no_entry_sign: Limite giornaliero di richieste al centralino raggiunto. Le richieste riprendono alle 00:00 (ora di ${zone}).`,
    question: 'Vuoi che esegua questo comando alla ripartenza?',
    runAtReset: 'Esegui alle 00:00',
    scheduled: (zone: string) =>
      `:alarm_clock: Va bene: eseguo il comando alle 00:00 (ora di ${zone}). La risposta arriverà qui o in un messaggio diretto.`,
    gone: 'Questo comando non è più in attesa: ripetilo se serve.',
    callsNotDeferred: 'Le chiamate non si rimandano: riprova dopo le 00:00.',
    localNote: 'Dati del bot, subito; il consumo contato dal server arriva appena il budget lo permette.',
  },
};

export type Messages = typeof it;

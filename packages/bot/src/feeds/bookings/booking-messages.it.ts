/** Italian texts of the booking notices and of `/pbx webhook`. */
export const bookingMessagesIt = {
  rules: {
    added: (id: string, channel: string, what: string) =>
      `:bell: Avvisi degli appuntamenti \`${id}\` attivi in <#${channel}>: ${what}. Ogni appuntamento preso o disdetto, anche dall’agente AI o dalla segreteria, arriva qui dai webhook dell’exchange.`,
    noSecret:
      'Manca ancora il collegamento: un amministratore scrive `/pbx webhook`, incolla l’indirizzo nel pannello dell’exchange e salva il segreto di firma.',
    unknownCalendar: (given: string, known: string) =>
      `\`${given}\` non è un calendario dell'account. I calendari sono: ${known}.`,
    allCalendars: 'tutti i calendari',
    calendars: (list: string) => `calendari ${list}`,
    hours: (days: string, from: string, to: string) => `${days} ${from}–${to}`,
    always: 'sempre',
    listTitle: 'Avvisi degli appuntamenti',
    none: 'Nessun avviso degli appuntamenti. Crealo con `/book notices add` nel canale che deve riceverli.',
    fromFile: 'dal file di configurazione',
    channel: (channel: string) => `canale <#${channel}>`,
    pausedUntil: (time: string) => `in pausa fino alle ${time}`,
    webhook: (set: string) => `Webhook dell’exchange: ${set}`,
    secretSet: 'segreto di firma impostato',
    secretMissing: 'segreto di firma non impostato (`/pbx webhook`, per un amministratore)',
    removed: (id: string) => `Avviso degli appuntamenti \`${id}\` eliminato.`,
    notFound: (id: string) =>
      `Nessun avviso degli appuntamenti con id \`${id}\`. Vedi \`/book notices list\`.`,
    fromConfigFile: (id: string) =>
      `L'avviso \`${id}\` viene dal file di configurazione: si toglie da lì, non da Slack.`,
    paused: (minutes: number, until: string) =>
      `Avvisi degli appuntamenti in pausa per ${minutes} min (fino alle ${until}).`,
    resumed: 'Avvisi degli appuntamenti riattivati.',
    noChannel: 'Usa il comando nel canale che deve ricevere gli avvisi.',
    notRunning: 'Gli avvisi degli appuntamenti non sono attivi su questo bot.',
  },
  issues: {
    bad_token: (given: string) =>
      `Non capisco \`${given}\`: scrivi i nomi dei calendari e, se vuoi, hours= e days=.`,
    too_many_calendars: (max: number) => `Al massimo ${max} calendari per avviso.`,
    duplicate: (given: string) => `\`${given}\` è scritto due volte.`,
    bad_hours: (given: string) => `Orario non valido: \`${given}\` (esempio: hours=08:00-18:00).`,
    bad_days: (given: string) => `Giorni non validi: \`${given}\` (esempio: days=lun-ven).`,
    bad_minutes: (given: string) => `Minuti non validi: \`${given}\` (da 0 a 1440; 0 riattiva).`,
    bad_rule_id: (given: string) => `Id non valido: \`${given}\`. Vedi \`/book notices list\`.`,
  },
  notice: {
    made: 'Nuovo appuntamento',
    cancelled: 'Appuntamento disdetto',
    when: (day: string, from: string, to: string) => `${day}, ${from}–${to}`,
    bookedBy: (who: string) => `Preso da: ${who}`,
    cancelledAt: (time: string) => `disdetto alle ${time}`,
    phone: (number: string) => `tel. ${number}`,
    sources: {
      api: (key: string) => `API (chiave «${key}»)`,
      panel: () => 'pannello dell’exchange',
      ai_agent: () => 'agente AI',
      secretary: () => 'segreteria',
      booking_page: () => 'pagina di prenotazione',
    } as Record<string, (key: string) => string>,
  },
  webhook: {
    title: 'Webhook dell’exchange',
    intro: (url: string) =>
      `Nel pannello dell’exchange crea un webhook con questo indirizzo, per gli eventi \`booking.created\` e \`booking.cancelled\`:\n\`${url}\``,
    noPublicUrl:
      'L’indirizzo pubblico del bot non è configurato (`PUBLIC_URL`): anteponi al percorso l’indirizzo da cui internet raggiunge il bot.',
    current: (who: string, when: string) => `Segreto di firma attuale: salvato da ${who} il ${when}.`,
    fromConfig: 'Segreto di firma: dal file di configurazione del bot.',
    none: 'Nessun segreto di firma salvato: finché manca, il bot rifiuta i webhook di questo account.',
    label: 'Segreto di firma (whsec_…)',
    hint: 'Il segreto che il pannello mostra una volta sola. Quello che sostituisce resta valido per 24 ore.',
    save: 'Salva',
    close: 'Chiudi',
    badSecret: 'Non è un segreto di firma: inizia con whsec_ ed è lungo come quello che mostra il pannello.',
    saved: (url: string) =>
      `:white_check_mark: Segreto di firma salvato. I webhook che arrivano a \`${url}\` sono verificati con questo segreto (il precedente vale ancora 24 ore).`,
    notAdmin: 'Solo un amministratore del workspace collega i webhook dell’exchange.',
    notOwner:
      'Questo centralino non è collegato da questo workspace: il suo segreto lo imposta chi lo gestisce (`webhook_secret_env` nel file del bot, o `/pbx webhook` dal workspace che lo ha collegato).',
    notEnabled:
      'Per salvare il segreto da Slack serve una chiave di cifratura (`PBX_KEY_ENCRYPTION_KEY`) sul bot; in alternativa `webhook_secret_env` nel file di configurazione.',
    noWorkspace: 'Scrivi il comando da un workspace.',
  },
};

export type BookingMessages = typeof bookingMessagesIt;

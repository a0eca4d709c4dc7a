import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';

/** Texts of `/book`, in Italian (the default); `en` has the same shape. */
const it = {
  pickType: 'Per quale tipo di appuntamento vuoi vedere gli orari liberi?',
  pickCalendar: 'Scegli il calendario:',
  slotsTitle: (event: string, date: string) => `Orari liberi: ${event} — ${date}`,
  noSlots: 'Nessun orario libero in questa data.',
  noSlotsOn: (date: string) => `Nessun orario libero ${date}: scegli un altro giorno.`,
  slot: (time: string, end: string, calendars: string) => `${time}–${end} · ${calendars}`,
  booked: (name: string, date: string, time: string, calendar: string) =>
    `:calendar: Prenotato: *${name}* ${date} alle ${time} (${calendar}).`,
  slotTaken: (time: string, date: string) => `Alle ${time} di ${date} non c’è un orario libero.`,
  calendarNeeded: (event: string) => `Per ${event} va scelto il calendario.`,
  timePast: (time: string) => `Le ${time} di oggi sono già passate.`,
  nextFreeDay: 'Il primo giorno con orari liberi:',
  calendarBusy: (calendar: string, time: string, date: string) =>
    `Il calendario ${calendar} è occupato alle ${time} di ${date}.`,
  outsideHours: (time: string, date: string, first: string, last: string) =>
    `Alle ${time} non si prenota: ${date} gli orari liberi vanno dalle ${first} alle ${last}.`,
  onlyTime: (time: string, date: string, only: string) =>
    `Alle ${time} non si prenota: ${date} l’unico orario libero è alle ${only}.`,
  chooseCalendarAt: (time: string) => `Alle ${time} scegli il calendario:`,
  nearest: 'Gli orari liberi più vicini:',
  formKept: 'Il resto del modulo è com’era: scegli un altro orario e premi di nuovo Prenota.',
  formRefused: 'Il resto del modulo è com’era: correggi e premi di nuovo Prenota.',
  choiceLabel: (time: string, end: string, calendar: string) => `${time}–${end} · ${calendar}`,
  alreadyBooked: 'La richiesta era già stata registrata: nessuna prenotazione doppia.',
  modalTitle: 'Prenota appuntamento',
  submit: 'Prenota',
  close: 'Chiudi',
  loading: 'Caricamento dei tipi di appuntamento…',
  loadingSlots: 'Cerco gli orari liberi…',
  eventLabel: 'Tipo di appuntamento',
  dateLabel: 'Data',
  timeLabel: 'Orario',
  calendarLabel: 'Calendario',
  anyCalendar: 'Il primo libero',
  nameLabel: 'Nome',
  phoneLabel: 'Telefono',
  notesLabel: 'Note',
  pickEventAndDate: 'Scegli il tipo di appuntamento e la data per vedere gli orari liberi.',
  noEvents: 'Nessun tipo di appuntamento configurato.',
  working: ':hourglass_flowing_sand: Prenotazione in corso…',
  timeRequired: 'Scegli un orario',
  eventRequired: 'Scegli il tipo di appuntamento',
  slotsOf: (date: string) => `Orari liberi del ${date}`,
  dateInvalid: 'Data non valida: scegli un giorno dal calendario (AAAA-MM-GG)',
  datePast: 'La data è passata: scegli oggi o un giorno futuro',
  nameRequired: 'Scrivi il nome di chi prenota',
  tooLong: (max: number) => `Testo troppo lungo: al massimo ${max} caratteri`,
  phoneInvalid: 'Telefono non valido: usa cifre, spazi, trattini e + (almeno 6 cifre)',
  controlCharacter: 'Il testo contiene caratteri di controllo (invisibili, come NUL): riscrivilo a mano',
  listTitle: (days: string) => `Prenotazioni — ${days}`,
  listEmpty: 'Nessuna prenotazione.',
  cancelled: 'annullata',
  listMore: (n: number) => `…e altre ${n}: indica un giorno, es. \`/book list domani\`.`,
  cancelTitle: (days: string) => `Appuntamenti da disdire — ${days}`,
  cancelNone: 'Nessun appuntamento da disdire (confermato e non ancora iniziato).',
  cancelNoneFor: (query: string) =>
    `Nessun appuntamento da disdire per «${query}» (confermato e non ancora iniziato).`,
  cancelMore: (n: number) => `…e altri ${n}: indica un nome o un giorno, es. \`/book cancel Rossi domani\`.`,
  cancelButton: 'Disdici',
  cancelConfirmTitle: 'Disdire l’appuntamento?',
  cancelConfirmText: (what: string) => `${what}. L’orario tornerà libero per tutti.`,
  cancelConfirm: 'Disdici',
  cancelDeny: 'Lascia',
  cancelDone: (what: string) => `:wastebasket: Appuntamento disdetto: ${what}. L’orario è di nuovo libero.`,
};

export type BookMessages = typeof it;

const en: BookMessages = {
  pickType: 'Which type of appointment do you want the free times of?',
  pickCalendar: 'Choose the calendar:',
  slotsTitle: (event, date) => `Free times: ${event} — ${date}`,
  noSlots: 'No free time on this date.',
  noSlotsOn: (date) => `No free time on ${date}: choose another day.`,
  slot: (time, end, calendars) => `${time}–${end} · ${calendars}`,
  booked: (name, date, time, calendar) => `:calendar: Booked: *${name}* on ${date} at ${time} (${calendar}).`,
  slotTaken: (time, date) => `There is no free time at ${time} on ${date}.`,
  calendarNeeded: (event) => `${event} needs a calendar to be chosen.`,
  timePast: (time) => `${time} today has already passed.`,
  nextFreeDay: 'The first day with free times:',
  calendarBusy: (calendar, time, date) => `The calendar ${calendar} is busy at ${time} on ${date}.`,
  outsideHours: (time, date, first, last) =>
    `Nothing can be booked at ${time}: on ${date} the free times go from ${first} to ${last}.`,
  onlyTime: (time, date, only) =>
    `Nothing can be booked at ${time}: on ${date} the only free time is ${only}.`,
  chooseCalendarAt: (time) => `At ${time}, choose the calendar:`,
  nearest: 'The nearest free times:',
  formKept: 'The rest of the form is as it was: choose another time and press Book again.',
  formRefused: 'The rest of the form is as it was: correct it and press Book again.',
  choiceLabel: (time, end, calendar) => `${time}–${end} · ${calendar}`,
  alreadyBooked: 'This request had already been recorded: no double booking.',
  modalTitle: 'Book an appointment',
  submit: 'Book',
  close: 'Close',
  loading: 'Loading appointment types…',
  loadingSlots: 'Looking for free times…',
  eventLabel: 'Appointment type',
  dateLabel: 'Date',
  timeLabel: 'Time',
  calendarLabel: 'Calendar',
  anyCalendar: 'First available',
  nameLabel: 'Name',
  phoneLabel: 'Phone',
  notesLabel: 'Notes',
  pickEventAndDate: 'Choose the appointment type and the date to see the free times.',
  noEvents: 'No appointment types configured.',
  working: ':hourglass_flowing_sand: Booking…',
  timeRequired: 'Choose a time',
  eventRequired: 'Choose the type of appointment',
  slotsOf: (date) => `Free times on ${date}`,
  dateInvalid: 'Invalid date: pick a day in the calendar (YYYY-MM-DD)',
  datePast: 'The date is past: choose today or a later day',
  nameRequired: 'Write the name of the person booking',
  tooLong: (max) => `Text too long: at most ${max} characters`,
  phoneInvalid: 'Invalid phone: use digits, spaces, dashes and + (at least 6 digits)',
  controlCharacter: 'The text contains control characters (invisible ones, such as NUL): type it again',
  listTitle: (days) => `Bookings — ${days}`,
  listEmpty: 'No bookings.',
  cancelled: 'cancelled',
  listMore: (n) => `…and ${n} more: name a day, e.g. \`/book list tomorrow\`.`,
  cancelTitle: (days) => `Bookings to cancel — ${days}`,
  cancelNone: 'No booking to cancel (confirmed and not yet begun).',
  cancelNoneFor: (query) => `No booking to cancel for “${query}” (confirmed and not yet begun).`,
  cancelMore: (n) => `…and ${n} more: name a person or a day, e.g. \`/book cancel Rossi tomorrow\`.`,
  cancelButton: 'Cancel',
  cancelConfirmTitle: 'Cancel the booking?',
  cancelConfirmText: (what) => `${what}. Its time becomes free for everyone again.`,
  cancelConfirm: 'Cancel it',
  cancelDeny: 'Keep it',
  cancelDone: (what) => `:wastebasket: Booking cancelled: ${what}. Its time is free again.`,
};

const catalogs: Record<Locale, BookMessages> = { it, en };

/** The texts of `/book` in `locale`. */
export function bookMessagesFor(locale: Locale): BookMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.book…`). */
export function bookTextsFor(locale: Locale) {
  return { ...messagesFor(locale), book: catalogs[locale] };
}
export type BookTexts = ReturnType<typeof bookTextsFor>;

/** The usage of `/book`, as its help shows it. */
export const bookUsage: Readonly<Record<Locale, string>> = {
  it: '`/book` — apre il modulo di prenotazione\n`/book slots <tipo> [data]` — orari liberi\n`/book list [giorno]` — le prenotazioni di un giorno (senza giorno: da oggi per 7 giorni)\n`/book cancel [nome|numero] [giorno]` — disdice un appuntamento (chiede conferma)\n`/book <tipo> <data> <ora> <nome…> [calendario=…] [telefono=…] [note="…"]` — prenota subito\ndata: 30/11, 30/11/2026, oggi, domani, dopodomani, lunedì, lunedì prossimo · ora: 9, 9:30, 9.30, 9:30am',
  en: '`/book` — opens the booking form\n`/book slots <type> [date]` — free times\n`/book list [day]` — the bookings of a day (no day: from today for 7 days)\n`/book cancel [name|number] [day]` — cancels a booking (asks first)\n`/book <type> <date> <time> <name…> [calendar=…] [phone=…] [notes="…"]` — books at once\ndate: 30/11, 30/11/2026, today, tomorrow, monday, next monday · time: 9, 9:30, 9.30, 9:30am',
};

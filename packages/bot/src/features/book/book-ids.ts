/** `action_id`s of the booking modal's inputs (`block_id` = `action_id`). */
export const bookFields = {
  event: 'book_event',
  date: 'book_date',
  time: 'book_time',
  calendar: 'book_calendar',
  name: 'book_name',
  phone: 'book_phone',
  notes: 'book_notes',
} as const;

/** `callback_id` of the booking modal. */
export const bookCallbackId = 'pbx_book';

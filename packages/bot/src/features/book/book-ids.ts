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

/** Buttons of the booking modal offering the nearest free times after a refusal (`book_near:<i>`). */
export const bookNearAction = 'book_near';

/** The block of the time select: `book_time`, or `book_time.<value>` when a button picked the time. */
export function isTimeBlock(blockId: string | undefined): boolean {
  return blockId === bookFields.time || (blockId?.startsWith(`${bookFields.time}.`) ?? false);
}

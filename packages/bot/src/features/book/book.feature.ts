import { defineFeature } from '../kit/feature.js';
import { bookFieldListener, bookSubmitListener } from './book.listener.js';
import { parseBook } from './book.parser.js';
import { bookOperations } from './book.schema.js';
import { runBookCancel, runBookCancelPick } from './book-cancel.js';
import { bookMessageModal } from './book-form.view.js';
import { bookCallbackId } from './book-ids.js';
import { runBookList } from './book-list.js';
import { bookMessagesFor, bookUsage } from './book-messages.js';
import { openBookModal } from './book-modal.js';
import { bookRunners } from './book-operations.js';

/** `/book` and its modal: free times, bookings with an idempotency key. */
export const bookFeature = defineFeature({
  name: 'book',
  commands: [
    {
      name: 'book',
      usage: bookUsage,
      parse: (tokens, ctx) =>
        tokens.length === 0
          ? { kind: 'book-modal' }
          : { kind: 'operation', operation: parseBook(tokens, ctx) },
    },
  ],
  operations: bookOperations,
  run: {
    ...bookRunners,
    'book.list': runBookList,
    'book.cancelPick': runBookCancelPick,
    'book.cancel': runBookCancel,
  },
  writes: ['book.create', 'book.cancel'],
  audit: {
    'book.create': (op) => ({ event: op.event, date: op.date, time: op.time, calendar: op.calendar }),
    'book.cancel': (op) => ({ id: op.id }),
  },
  steps: { 'book-modal': openBookModal },
  messageModal: bookMessageModal,
  listeners(app, deps) {
    app.action(/^book_/, bookFieldListener(deps));
    app.view(bookCallbackId, bookSubmitListener(deps));
  },
  messages: { it: bookMessagesFor('it'), en: bookMessagesFor('en') },
});

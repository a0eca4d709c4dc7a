// Dredd hooks of spec-examples.test.ts. Requests stay as the spec's examples build them; the hooks only choose
// which cases run and prepare the one case that needs a request sent twice.
const hooks = require('hooks');

const isBooking = (transaction) =>
  transaction.request.method === 'POST' && transaction.request.uri === '/v1/calendar/bookings';

hooks.beforeEach(async (transaction, done) => {
  const status = String(transaction.expected.statusCode);
  // Only the success cases: each error case needs a request of its own, which the examples do not describe.
  if (!status.startsWith('2')) {
    transaction.skip = true;
  } else if (isBooking(transaction) && status === '200') {
    // 200 answers the same booking sent again with its Idempotency-Key: send it once first (Dredd runs the 200
    // case before the 201 one).
    const { protocol, host, port } = transaction;
    const { method, uri, headers, body } = transaction.request;
    await fetch(`${protocol}//${host}:${port}${uri}`, { method, headers, body });
  } else if (isBooking(transaction) && status === '201') {
    // A new booking needs a key not used yet (the example's was used by the 200 case).
    transaction.request.headers['Idempotency-Key'] = `${transaction.request.headers['Idempotency-Key']}-2`;
  }
  done();
});

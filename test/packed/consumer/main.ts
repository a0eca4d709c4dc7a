// Another team's test run: it starts the sandbox server from the published package, creates an account,
// drives the simulated telephone server, then calls the API over HTTP (use-client.ts). Prints one JSON line.
import { createApp, openDatabase, SettableClock, startServer } from '@centralino/server';
import { fixture, useClient } from './use-client.js';

const adminToken = 'consumer-admin-token';
const { db, close } = await openDatabase({ memory: true });
const app = createApp({ db, clock: new SettableClock(), adminToken });
const server = await startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${server.port}`;

async function admin(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} → ${response.status} ${await response.text()}`);
  return response.json();
}

try {
  const { api_key } = (await admin('/_admin/accounts', fixture)) as { api_key: string };
  await admin(`/_sim/${fixture.context}/queues/supporto/callers`, { caller_number: '3331234567' });
  console.log(JSON.stringify(await useClient(baseUrl, api_key)));
} finally {
  await server.close();
  await close();
}

import { defineConfig } from 'drizzle-kit';

/** drizzle-kit only generates SQL here; the bot applies the migrations at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/installations/installations.schema.ts', './src/accounts/connected-accounts.schema.ts'],
  out: './drizzle',
  strict: true,
  verbose: true,
});

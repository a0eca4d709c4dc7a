import { defineConfig } from 'drizzle-kit';

/** drizzle-kit only generates SQL here; the bot applies the migrations at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/tenancy/installations/installations.schema.ts',
    './src/tenancy/accounts/connected-accounts.schema.ts',
  ],
  out: './drizzle',
  strict: true,
  verbose: true,
});

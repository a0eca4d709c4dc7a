import { defineConfig } from 'drizzle-kit';

/** drizzle-kit only generates SQL here; migrations are applied by the server at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});

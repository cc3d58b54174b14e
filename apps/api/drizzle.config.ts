import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit reads this from apps/api (paths are relative to the working directory):
 *   cd apps/api && npx drizzle-kit generate --name <what-changed>
 * The server applies the generated SQL in ./drizzle at every start.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

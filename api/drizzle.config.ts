import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and checked in; the app applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

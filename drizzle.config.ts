import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  dbCredentials: {
    url: process.env.TURSO_DATABASE_URL ?? `file:${process.env.DATA_DIR ?? '.data'}/dev.db`,
    authToken: process.env.TURSO_AUTH_TOKEN,
  },
});

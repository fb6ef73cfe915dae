import { defineConfig } from 'prisma/config';

// The service applies migrations itself (src/db/migrator.ts); the CLI only generates the client.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});

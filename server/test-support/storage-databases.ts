import { openStorage } from '../src/storage/open-storage';
import { createTestDatabase } from './test-postgres';

/** The two databases every storage test runs on: the embedded PGlite and a throwaway PostgreSQL database. */
export const STORAGE_DATABASES = [
  { kind: 'PGlite', open: () => openStorage({ dataDir: 'memory://' }) },
  { kind: 'PostgreSQL', open: async () => openStorage({ dataDir: '', databaseUrl: await createTestDatabase() }) },
] as const;

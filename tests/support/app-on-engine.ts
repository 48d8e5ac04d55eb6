import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './app';
import { createTestDatabase, type TestDatabase, type TestEngine } from './database';

export interface AppOnEngine {
  database: TestDatabase;
  harness: ReturnType<typeof createTestApp>;
}

/** A fresh database of the engine and the real app over it, for the surrounding `describe`. */
export function useAppOnEngine(engine: TestEngine, options: Parameters<typeof createTestApp>[1] = {}): AppOnEngine {
  const context = {} as AppOnEngine;
  beforeAll(async () => {
    context.database = await createTestDatabase(engine);
    context.harness = createTestApp(context.database, options);
  });
  afterAll(() => context.database.dispose());
  return context;
}

import { existsSync } from 'node:fs';

/** Loads `.env` into process.env when the file exists; variables already set win. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}

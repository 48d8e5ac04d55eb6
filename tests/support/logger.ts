import { createJsonLogger, type Logger } from '../../src/worker/logging/logger';

export interface CapturedLogger extends Logger {
  lines: Record<string, unknown>[];
}

/** The real JSON logger, writing into an array the test can read. */
export function createCapturedLogger(): CapturedLogger {
  const lines: Record<string, unknown>[] = [];
  const logger = createJsonLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
  return Object.assign(logger, { lines });
}

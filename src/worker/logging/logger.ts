import type { LogLevel } from '../config';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const severity: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Errors do not survive JSON.stringify; keep what an operator needs to find the cause. */
function serialise(value: unknown): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, cause: serialise(value.cause) };
  }
  return value;
}

export function createJsonLogger(options: {
  level: LogLevel;
  write?: (line: string) => void;
  fields?: LogFields;
}): Logger {
  const write = options.write ?? ((line: string) => console.log(line));
  const base = options.fields ?? {};
  const log = (level: LogLevel) => (message: string, fields: LogFields = {}) => {
    if (severity[level] < severity[options.level]) return;
    const entry: LogFields = { time: new Date().toISOString(), level, msg: message, ...base };
    for (const [key, value] of Object.entries(fields)) entry[key] = serialise(value);
    write(JSON.stringify(entry));
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createJsonLogger({ ...options, write, fields: { ...base, ...fields } }),
  };
}

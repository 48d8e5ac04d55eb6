const DEBUG_MODE_KEY = 'debug_mode';

/** `localStorage.debug_mode = 'true'` turns on verbose client logging (spec: local browser storage). */
export function isDebugMode(): boolean {
  try {
    return localStorage.getItem(DEBUG_MODE_KEY) === 'true';
  } catch {
    return false; // storage can be unavailable (private modes, blocked cookies)
  }
}

/** Logs to the console only in debug mode. */
export function debugLog(message: string, ...details: unknown[]) {
  if (isDebugMode()) console.debug(`[attune] ${message}`, ...details);
}

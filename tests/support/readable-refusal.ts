/** What must never show in a message meant for a person, each with the reason it is there. */
const LEAKS: [RegExp, string][] = [
  [/^\s*$/, 'an empty message'],
  [/\n\s*at |\bat [\w.<>]+ \(/, 'a stack trace'],
  [/(?:\/|\\)[\w.-]+\.(?:ts|js|mjs|cjs)\b|node_modules/, 'a file path'],
  [/\b(?:select|insert into|delete from|relation|syntax error|column|violates|constraint|duplicate key)\b/i, 'SQL or database wording'],
  [/\binput\.\w|\[\s*["'][^"']*["']\s*\]|\[\s*\d+\s*\]|\bpath\b/, 'a field path'],
  [/\bInvalid (?:input|option|string|number|UUID|ISO|email|key|element|union|type|literal|date)\b|\bToo (?:big|small)\b|\bUnrecognized key|\bexpected\b.*\breceived\b/i, "a zod default message"],
  [/\bExpected\b/, "a parser's 'Expected'"],
];

/** The reasons `message` is not a readable sentence for a person (none when it is one). */
export function unreadableParts(message: unknown): string[] {
  if (typeof message !== 'string') return ['no message'];
  return LEAKS.filter(([pattern]) => pattern.test(message)).map(([, reason]) => reason);
}

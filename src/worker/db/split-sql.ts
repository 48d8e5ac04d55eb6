/**
 * Splits a SQL script into statements at top-level semicolons, so one migration file can run
 * statement by statement on every driver (PGlite's query API accepts one statement at a time).
 * Understands quoted strings and identifiers, dollar-quoted bodies and both comment styles.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const skipPast = (terminator: string, from: number) => {
    const end = script.indexOf(terminator, from);
    return end === -1 ? script.length : end + terminator.length;
  };
  const skipQuoted = (quote: string, from: number) => {
    let j = from;
    for (;;) {
      j = skipPast(quote, j);
      if (script[j] !== quote) return j;
      j += 1; // a doubled quote is an escaped quote
    }
  };
  while (i < script.length) {
    const char = script[i]!;
    const next = script[i + 1];
    if (char === '-' && next === '-') i = skipPast('\n', i + 2);
    else if (char === '/' && next === '*') i = skipPast('*/', i + 2);
    else if (char === "'" || char === '"') i = skipQuoted(char, i + 1);
    else if (char === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(script.slice(i))?.[0];
      i = tag ? skipPast(tag, i + tag.length) : i + 1;
    } else if (char === ';') {
      statements.push(script.slice(start, i));
      i += 1;
      start = i;
    } else i += 1;
  }
  statements.push(script.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => !isOnlyComments(statement));
}

function isOnlyComments(statement: string): boolean {
  return (
    statement
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim() === ''
  );
}

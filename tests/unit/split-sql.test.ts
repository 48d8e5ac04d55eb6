import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from '../../src/worker/db/split-sql';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons and drops empty or comment-only pieces', () => {
    expect(splitSqlStatements('create table a (x int);\n-- note\ncreate table b (y int);\n')).toEqual([
      'create table a (x int)',
      '-- note\ncreate table b (y int)',
    ]);
  });

  it('keeps semicolons inside strings, quoted identifiers and comments', () => {
    const script = `insert into t values ('a;b', 'it''s; fine');\nselect "odd;name" from t /* ; */;`;
    expect(splitSqlStatements(script)).toEqual([
      `insert into t values ('a;b', 'it''s; fine')`,
      `select "odd;name" from t /* ; */`,
    ]);
  });

  it('keeps dollar-quoted function bodies whole', () => {
    const script = `create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql;\nselect $$;$$;`;
    expect(splitSqlStatements(script)).toEqual([
      'create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql',
      'select $$;$$',
    ]);
  });

  it('does not mistake a positional parameter for a dollar quote', () => {
    expect(splitSqlStatements('select $1; select 2')).toEqual(['select $1', 'select 2']);
  });
});

import { expect, it } from 'vitest';
import { describeProcedureFuzz } from '../support/procedure-fuzz';
import { inputBuildersByPath, otherShapes, procedurePaths } from '../support/procedure-inputs';

it('has a valid input for every procedure of the router, and none for a procedure it does not have', () => {
  expect([...inputBuildersByPath.keys()].sort()).toEqual(procedurePaths);
  expect(Object.keys(otherShapes).filter((path) => !inputBuildersByPath.has(path))).toEqual([]);
});

describeProcedureFuzz('pglite', 'generated inputs');

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every relative import of every source file below `root`, as [importer, imported, type-only], paths from src/. */
function importsBelow(root: string): { from: string; to: string; typeOnly: boolean }[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return files.flatMap((file) => {
    const path = join(root, file);
    const source = readFileSync(path, 'utf8');
    return [...source.matchAll(/^import (type )?[^'"]*?from '(\.[^']+)';/gm)].map((match) => ({
      from: relative('src', path),
      to: relative('src', resolve(dirname(path), match[2]!)),
      typeOnly: Boolean(match[1]),
    }));
  });
}

const layerOf = (path: string) => path.split('/').slice(0, 2).join('/').replace(/\.tsx?$/, '');
const worker = importsBelow('src/worker');
const UPPER = ['worker/http', 'worker/routers', 'worker/trpc', 'worker/trpc-errors', 'worker/context', 'worker/app'];

describe('the server in layers', () => {
  it('keeps db, services and images below auth, http and routers', () => {
    const upward = worker.filter(
      ({ from, to }) =>
        ['worker/db', 'worker/services', 'worker/images'].includes(layerOf(from)) && [...UPPER, 'worker/auth'].includes(layerOf(to)),
    );
    expect(upward).toEqual([]);
  });

  it('lets auth use services only through their interfaces (types)', () => {
    const reaching = worker.filter(({ from, to, typeOnly }) => layerOf(from) === 'worker/auth' && layerOf(to) === 'worker/services' && !typeOnly);
    expect(reaching).toEqual([]);
  });

  it('keeps auth below http and routers', () => {
    expect(worker.filter(({ from, to }) => layerOf(from) === 'worker/auth' && UPPER.includes(layerOf(to)))).toEqual([]);
  });
});

describe('the client in features', () => {
  const featureOf = (path: string) => (path.startsWith('client/features/') ? path.split('/')[2]! : null);
  const edges = new Set(
    importsBelow('src/client/features')
      .map(({ from, to }) => [featureOf(from), featureOf(to)] as const)
      .filter(([from, to]) => from && to && from !== to)
      .map(([from, to]) => `${from} -> ${to}`),
  );

  it('has no two features importing each other', () => {
    const mutual = [...edges].filter((edge) => edges.has(edge.split(' -> ').reverse().join(' -> ')));
    expect(mutual).toEqual([]);
  });
});

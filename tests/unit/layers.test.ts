import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

let modules: IModule[] = [];
let violations: string[] = [];

// One cruise of src/ with the rules of .dependency-cruiser.mjs; it takes some seconds.
beforeAll(async () => {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
  const { output } = await cruise(['src'], options, undefined, { tsConfig: extractTSConfig('tsconfig.base.json') });
  ({ modules } = output as ICruiseResult);
  violations = (output as ICruiseResult).summary.violations.map(({ rule, from, to, cycle }) =>
    [`${rule.name}: ${from} → ${to}`, ...(cycle ?? []).map(({ name }) => `  ${name}`)].join('\n'),
  );
}, 120_000);

const dependencyTypes = (from: string, to: string) =>
  modules.find((module) => module.source === from)?.dependencies.find((dependency) => dependency.resolved === to)?.dependencyTypes ?? [];

describe('the layers of src/', () => {
  it('breaks no rule of .dependency-cruiser.mjs', () => {
    expect(violations).toEqual([]);
  });

  it('sees type-only imports, re-exports and dynamic import()', () => {
    expect(dependencyTypes('src/client/lib/trpc.ts', 'src/worker/routers/index.ts')).toContain('type-only');
    expect(dependencyTypes('src/worker/context.ts', 'src/worker/auth/sessions.ts')).toContain('export');
    expect(dependencyTypes('src/worker/services/ai/create-ai.ts', 'src/worker/services/ai/openai-provider.ts')).toContain('dynamic-import');
  });
});

describe('the client in features', () => {
  const featureOf = (path: string) => /^src\/client\/features\/([^/]+)\//.exec(path)?.[1];

  it('has no two features importing each other', () => {
    const edges = new Set(
      modules.flatMap(({ source, dependencies }) =>
        dependencies
          .map(({ resolved }) => [featureOf(source), featureOf(resolved)] as const)
          .filter(([from, to]) => from && to && from !== to)
          .map(([from, to]) => `${from} -> ${to}`),
      ),
    );
    const mutual = [...edges].filter((edge) => edges.has(edge.split(' -> ').reverse().join(' -> ')));
    expect(mutual).toEqual([]);
  });
});

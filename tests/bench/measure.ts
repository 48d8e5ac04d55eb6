import { performance } from 'node:perf_hooks';

export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** Median wall time of `run` in milliseconds, after a few untimed warm-up runs. */
export async function medianMs(run: () => Promise<unknown>, { warmup = 5, samples = 40 } = {}): Promise<number> {
  for (let index = 0; index < warmup; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

export interface BenchResult {
  name: string;
  fields: Record<string, string | number>;
  pass: boolean;
}

/** Every figure reported in this run, in order: what run.ts writes to the results file. */
export const reported: BenchResult[] = [];

const shown = (value: string | number) => (typeof value === 'number' ? value.toFixed(2) : value);

/** Prints one target's figures with PASS or MISS, and keeps them for the results file. */
export function report(name: string, fields: Record<string, string | number>, pass: boolean) {
  reported.push({ name, fields, pass });
  const details = Object.entries(fields)
    .map(([key, value]) => `${key}=${shown(value)}`)
    .join('  ');
  console.log(`${pass ? 'PASS' : 'MISS'}  ${name}  ${details}`);
  return pass;
}

/** The results as a Markdown table, for the README. */
export function resultsTable(results: readonly BenchResult[]): string {
  const rows = results.map(({ name, fields, pass }) => {
    const figures = Object.entries(fields)
      .map(([key, value]) => `${key}=${shown(value)}`)
      .join(', ');
    return `| ${name} | ${figures} | ${pass ? 'PASS' : 'MISS'} |`;
  });
  return ['| measure | figures | result |', '|---|---|---|', ...rows].join('\n');
}

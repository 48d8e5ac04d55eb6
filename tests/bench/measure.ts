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

export function report(name: string, fields: Record<string, string | number>, pass: boolean) {
  const details = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === 'number' ? value.toFixed(2) : value}`)
    .join('  ');
  console.log(`${pass ? 'PASS' : 'MISS'}  ${name}  ${details}`);
  return pass;
}

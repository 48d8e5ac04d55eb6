import { type ChildProcess, spawn } from 'node:child_process';
import { HOST_NODE_FLAGS } from '../../src/worker/node/host-flags.mjs';
import { freePort } from './node-server';

export interface BuiltHost {
  process: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/**
 * The built Node host (`npm start`'s dist/server/node.mjs) in a process of its own, as people run
 * it, waiting until it listens. Its log lines are read and dropped, so they cost what they cost.
 */
export function startBuiltHost(env: Record<string, string>): Promise<BuiltHost> {
  return startServerProcess(['dist/server/node.mjs'], env);
}

/** A server script run as the host is (its flags, a free PORT), resolved once it prints `"listening"`. */
export async function startServerProcess(script: string[], env: Record<string, string>): Promise<BuiltHost> {
  const port = await freePort();
  const host = spawn(process.execPath, [...HOST_NODE_FLAGS, ...script], {
    env: { ...process.env, APP_ORIGIN: '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((listening, failed) => {
    host.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('"listening"') && listening());
    host.once('exit', (code) => failed(new Error(`the host exited with ${code}`)));
  });
  return {
    process: host,
    url: `http://localhost:${port}`,
    stop: async () => {
      const exited = new Promise((done) => host.once('exit', done));
      host.kill('SIGTERM');
      await exited;
    },
  };
}

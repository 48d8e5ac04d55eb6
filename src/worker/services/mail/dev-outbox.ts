import type { Mailer, OutboxMessage } from './mailer';

const KEPT_MESSAGES = 50;

/**
 * Development mail: nothing leaves the machine. Each message is printed on the terminal and kept
 * (the latest 50) for the /dev/outbox page, which exists only outside production.
 */
export function createDevOutbox(print: (line: string) => void = (line) => console.log(line)): Mailer {
  const messages: OutboxMessage[] = [];
  return {
    kind: 'dev-outbox',
    async send(message) {
      const link = /https?:\/\/\S+/.exec(message.text)?.[0] ?? null;
      messages.unshift({ ...message, sentAt: new Date(), link });
      messages.length = Math.min(messages.length, KEPT_MESSAGES);
      print(`\n  ✉  Dev outbox: "${message.subject}" to ${message.to}\n     ${link ?? '(no link)'}\n`);
    },
    messages: () => [...messages],
  };
}

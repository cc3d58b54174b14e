import type { SandboxMessage } from '@bet/contract';

/**
 * What the sandbox "sent" by SMS or e-mail (sign-in codes, two-step codes, password resets). It
 * sends nothing for real; the control API shows the outbox so a tester or an e-2-e suite can read
 * the code. In memory: a restart or a reset empties it.
 */
export interface Outbox {
  send(message: SandboxMessage): void;
  /** Newest first; only the messages to `to` when given. */
  list(to?: string): SandboxMessage[];
  clear(): void;
}

/** Old messages go first once this many are kept. */
const MAX_MESSAGES = 500;

export function createOutbox(): Outbox {
  let messages: SandboxMessage[] = [];
  return {
    send(message) {
      messages = [message, ...messages].slice(0, MAX_MESSAGES);
    },
    list: (to) => messages.filter((message) => to === undefined || message.to === to).map((m) => ({ ...m })),
    clear() {
      messages = [];
    },
  };
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where the app's diagnostics go; injected so tests can read what was logged. */
export interface Logger {
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export function createConsoleLogger(target: Pick<Console, LogLevel> = console): Logger {
  const at =
    (level: LogLevel) =>
    (message: string, details?: unknown): void => {
      if (details === undefined) target[level](message);
      else target[level](message, details);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

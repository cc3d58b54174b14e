/** A player's browser for the chaos runs: its cookies and token, and calls that may time out. */

export type CallResult =
  { kind: 'answer'; status: number; body: unknown } | { kind: 'timeout' } | { kind: 'network'; error: string };

export class ChaosBrowser {
  private readonly cookies = new Map<string, string>();
  token = '';

  constructor(
    readonly base: string,
    readonly remoteName: string,
  ) {}

  private take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (attributes.some((attribute) => attribute.toLowerCase() === 'max-age=0')) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
  }

  /** One HTTP call; `timeoutMs` is how long the client waits for the answer before giving up. */
  async call(method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<CallResult> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'user-agent': `chaos ${this.remoteName}`,
    };
    if (this.token) headers['x-auth-token'] = this.token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      });
      this.take(response);
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: kept as text.
      }
      return { kind: 'answer', status: response.status, body: parsed };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
      return { kind: 'network', error: String(error) };
    }
  }

  /** A call that must succeed (setup and checks run with the faults off). */
  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const result = await this.call(method, path, body);
    if (result.kind !== 'answer' || result.status >= 300) {
      throw new Error(`${method} ${path} failed: ${JSON.stringify(result).slice(0, 500)}`);
    }
    return result.body as T;
  }
}

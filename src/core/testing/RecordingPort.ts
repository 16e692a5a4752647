import { BackendError } from '../domain/errors';

/**
 * A fake of any port: the test sets an answer per method (a value, or an Error to fail with),
 * or makes a method fail as the backend would; every call is recorded with copies of its
 * arguments, so tests and units share no objects. Unset methods answer undefined.
 */
export class RecordingPort<Port extends object> {
  readonly calls: { method: keyof Port; args: unknown[] }[] = [];
  readonly answers = new Map<keyof Port, unknown>();
  /** Methods that fail as the backend being unavailable. */
  readonly failing = new Set<keyof Port>();

  /** The fake as the port it stands for. */
  readonly port: Port = new Proxy({} as Port, {
    // Not a promise: `then` stays undefined, so the port can be handed through async code.
    get: (_target, method) =>
      method === 'then' ? undefined : (...args: unknown[]) => this.answer(method as keyof Port, args),
  });

  callsOf(method: keyof Port): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  private async answer(method: keyof Port, args: unknown[]): Promise<unknown> {
    this.calls.push({ method, args: copyOf(args) });
    if (this.failing.has(method)) throw new BackendError('unavailable', `${String(method)} failed`);
    const answer = this.answers.get(method);
    if (answer instanceof Error) throw answer;
    return copyOf(answer);
  }
}

/** A copy that shares nothing with the caller; observable proxies (not cloneable) go as JSON. */
export function copyOf<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
  }
}

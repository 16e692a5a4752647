import type { AppEvents, AppEventsPort } from '../ports/AppEventsPort';

type Handler = (detail: never) => void;

/** AppEventsPort without a window: keeps what was emitted, in order, and calls subscribers. */
export class FakeEventsPort implements AppEventsPort {
  readonly emitted: { name: keyof AppEvents; detail: unknown }[] = [];
  private handlers = new Map<keyof AppEvents, Set<Handler>>();

  emit<K extends keyof AppEvents>(name: K, detail: AppEvents[K]): void {
    this.emitted.push({ name, detail: structuredClone(detail) });
    for (const handler of this.handlers.get(name) ?? []) (handler as (d: AppEvents[K]) => void)(detail);
  }

  on<K extends keyof AppEvents>(name: K, handler: (detail: AppEvents[K]) => void): () => void {
    const set = this.handlers.get(name) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(name, set);
    return () => set.delete(handler as Handler);
  }

  emittedOf<K extends keyof AppEvents>(name: K): AppEvents[K][] {
    return this.emitted.filter((e) => e.name === name).map((e) => e.detail as AppEvents[K]);
  }
}

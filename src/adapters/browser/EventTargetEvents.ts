import type { AppEvents, AppEventsPort } from '../../core/ports/AppEventsPort';

/**
 * AppEventsPort over an EventTarget: `window` in the browser (so embedding code and other parts of
 * the page see accountsLoaded, closeBriefcase and resetChat), a plain EventTarget in Node.
 */
export class EventTargetEvents implements AppEventsPort {
  constructor(private readonly target: EventTarget) {}

  emit<K extends keyof AppEvents>(name: K, detail: AppEvents[K]): void {
    this.target.dispatchEvent(new CustomEvent(name, { detail }));
  }

  on<K extends keyof AppEvents>(name: K, handler: (detail: AppEvents[K]) => void): () => void {
    const listener = (event: Event) =>
      handler((event as CustomEvent<AppEvents[K]>).detail ?? ({} as AppEvents[K]));
    this.target.addEventListener(name, listener);
    return () => this.target.removeEventListener(name, listener);
  }
}

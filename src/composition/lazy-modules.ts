import type { ContainerModule } from 'inversify';

/**
 * The container's on-demand side, for modules that load others later (the campaign screens load
 * with their routes): without it they would need the container itself.
 */
export interface LazyModules {
  /** Fetches container modules and loads them once, unless `marker` is bound already. */
  loadOnce(marker: symbol, fetchModules: () => Promise<ContainerModule[]>): () => Promise<void>;
  get<T>(token: symbol): T;
}

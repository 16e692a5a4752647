import type { BrowseTheApp } from './BrowseTheApp';
import type { UseTheViewModels } from './UseTheViewModels';

/** The scenario's system at either level; what both offer (open, seed, actingAs, now…) works on it. */
export type TheApp = UseTheViewModels | BrowseTheApp;

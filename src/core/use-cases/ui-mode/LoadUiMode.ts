import type { StoragePort } from '../../ports/StoragePort';

export interface UiMode {
  useNewExperience: boolean;
  newSidebarCollapsed: boolean;
}

/** The UI mode and the new sidebar's state as this browser last kept them (spec 3 §9). */
export class LoadUiMode {
  constructor(private readonly storage: StoragePort) {}

  execute(): UiMode {
    return {
      useNewExperience: this.storage.loadFlag('useNewExperience'),
      newSidebarCollapsed: this.storage.loadFlag('newSidebarCollapsed'),
    };
  }
}

export const LoadUiModeToken = Symbol.for('LoadUiMode');

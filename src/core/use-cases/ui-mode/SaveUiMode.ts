import type { StoragePort, UiFlag } from '../../ports/StoragePort';

/** Keeps one of the UI flags (useNewExperience, newSidebarCollapsed) in this browser. */
export class SaveUiMode {
  constructor(private readonly storage: StoragePort) {}

  execute(request: { flag: UiFlag; value: boolean }): void {
    this.storage.saveFlag(request.flag, request.value);
  }
}

export const SaveUiModeToken = Symbol.for('SaveUiMode');

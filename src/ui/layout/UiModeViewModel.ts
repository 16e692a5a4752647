import { action, computed, makeObservable, observable } from 'mobx';
import type { StoragePort } from '../../core/ports/StoragePort';

/**
 * Classic or New UI, and whether the new sidebar is collapsed (spec 3 §2, §9): both kept in
 * local storage under useNewExperience and newSidebarCollapsed. Only admins and super admins get
 * the toggle; the stored mode applies to whoever uses this browser.
 */
export class UiModeViewModel {
  useNewExperience: boolean;
  sidebarCollapsed: boolean;

  constructor(
    private readonly storage: StoragePort,
    private readonly session: { readonly isAdmin: boolean; readonly isSuperAdmin: boolean },
  ) {
    this.useNewExperience = storage.loadFlag('useNewExperience');
    this.sidebarCollapsed = storage.loadFlag('newSidebarCollapsed');
    makeObservable(this, {
      useNewExperience: observable,
      sidebarCollapsed: observable,
      canToggleMode: computed,
      modeToggled: action,
      collapseToggled: action,
    });
  }

  get canToggleMode(): boolean {
    return this.session.isAdmin || this.session.isSuperAdmin;
  }

  /** The label of the mode the toggle switches to. */
  get toggleLabel(): string {
    return this.useNewExperience ? 'Classic UI' : 'New UI';
  }

  modeToggled(): void {
    if (!this.canToggleMode) return;
    this.useNewExperience = !this.useNewExperience;
    this.storage.saveFlag('useNewExperience', this.useNewExperience);
  }

  collapseToggled(): void {
    this.sidebarCollapsed = !this.sidebarCollapsed;
    this.storage.saveFlag('newSidebarCollapsed', this.sidebarCollapsed);
  }
}

import { action, computed, makeObservable, observable } from 'mobx';
import type { LoadUiMode } from '../../core/use-cases/ui-mode/LoadUiMode';
import type { SaveUiMode } from '../../core/use-cases/ui-mode/SaveUiMode';

/**
 * Classic or New UI, and whether the new sidebar is collapsed (spec 3 §2, §9): both kept in
 * local storage under useNewExperience and newSidebarCollapsed. Only admins and super admins get
 * the toggle; the stored mode applies to whoever uses this browser.
 */
export class UiModeViewModel {
  useNewExperience: boolean;
  sidebarCollapsed: boolean;

  constructor(
    loadUiMode: LoadUiMode,
    private readonly saveUiMode: SaveUiMode,
    private readonly session: { readonly isAdmin: boolean; readonly isSuperAdmin: boolean },
  ) {
    const stored = loadUiMode.execute();
    this.useNewExperience = stored.useNewExperience;
    this.sidebarCollapsed = stored.newSidebarCollapsed;
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
    this.saveUiMode.execute({ flag: 'useNewExperience', value: this.useNewExperience });
  }

  collapseToggled(): void {
    this.sidebarCollapsed = !this.sidebarCollapsed;
    this.saveUiMode.execute({ flag: 'newSidebarCollapsed', value: this.sidebarCollapsed });
  }
}

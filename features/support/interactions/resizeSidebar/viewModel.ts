import { clampPanelWidth } from '../../../../src/core/domain/chat/panel-width';
import { SIDEBAR_WIDTH } from '../../../../src/core/domain/chat/sidebar-width';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';

/** The window the view-model level imagines (the browser's is its own). */
export const VIEW_MODEL_WINDOW_WIDTH = 1400;

/**
 * The width each app's sidebar was dragged to. The sidebar keeps its width in the component
 * (no view model holds it), so this level applies the same rule the component does to the drag.
 */
const requested = new WeakMap<UseTheViewModels, number>();

export async function resizeSidebarOnTheViewModels(app: UseTheViewModels, dx: number): Promise<void> {
  const now = sidebarWidthOnTheViewModels(app);
  requested.set(app, now + dx);
}

export function sidebarWidthOnTheViewModels(app: UseTheViewModels): number {
  return clampPanelWidth(
    SIDEBAR_WIDTH,
    requested.get(app) ?? SIDEBAR_WIDTH.defaultWidth,
    VIEW_MODEL_WINDOW_WIDTH,
  );
}

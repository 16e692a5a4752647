import type { BrowseTheApp } from '../../abilities/BrowseTheApp';
import { dragSideways } from '../../abilities/drag';

/** Drags the classic sidebar's right edge by `dx` px (right is positive). */
export async function resizeSidebarInTheBrowser(app: BrowseTheApp, dx: number): Promise<void> {
  await dragSideways(app.page, app.page.getByRole('separator', { name: 'Resize sidebar' }), dx);
}

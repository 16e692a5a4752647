import assert from 'node:assert/strict';
import type { PresenterViewModel } from '../../../src/ui/presenter/PresenterViewModel';
import { PresenterFeature } from '../../../src/ui/presenter/presenter-feature';
import type { BrowseTheApp } from '../abilities/BrowseTheApp';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';

/** The presenter's panel of the page's current load, opened (its code loaded, its data read). */
export async function openedPanel(app: UseTheViewModels): Promise<PresenterViewModel> {
  const load = app.feature(PresenterFeature);
  assert.ok(load, 'The app offers no Demo button: it does not talk to a demo backend');
  const presenter = await load();
  if (!presenter.isOpen) await presenter.opened();
  await app.settled();
  return presenter;
}

/** The panel in the page: the Demo button opened it once. */
export function panelIn(app: BrowseTheApp) {
  return app.page.getByRole('dialog', { name: 'Demo' });
}

/** Opens the panel in the page with the sidebar's Demo button, unless it is open. */
export async function openPanelIn(app: BrowseTheApp): Promise<void> {
  if (await panelIn(app).isVisible()) return;
  await app.page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('button', { name: 'Demo' })
    .click();
  await panelIn(app).getByRole('heading', { name: 'Packs' }).waitFor();
  await app.settled();
}

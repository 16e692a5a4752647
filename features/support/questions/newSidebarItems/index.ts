import { AccountAdminEntryFeature } from '../../../../src/ui/layout/account-admin-entry-feature';
import { newSidebarItems as itemsFor } from '../../../../src/ui/layout/new-sidebar-items';
import { UiModeFeature } from '../../../../src/ui/layout/ui-mode-feature';
import { question } from '../Question';

/** The labels of the new sidebar's links, top to bottom; none while the classic UI shows. */
export const newSidebarItems = () =>
  question('the new sidebar items', {
    async viewModel(app) {
      const uiMode = app.feature(UiModeFeature);
      const session = app.session;
      return uiMode.useNewExperience
        ? itemsFor(session.isAdmin, app.feature(AccountAdminEntryFeature).shown).map((item) => item.label)
        : [];
    },
    async browser(app) {
      const nav = app.page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link').first().waitFor();
      return (await nav.getByRole('link').allTextContents()).map((text) => text.replace(/^\W+/u, '').trim());
    },
  });

/** The new sidebar's links whose icon is drawn (an svg with a size and shapes, not a glyph box). */
export const newSidebarItemsWithIcons = () =>
  question('the new sidebar items that show an icon', {
    async viewModel(app) {
      const uiMode = app.feature(UiModeFeature);
      const session = app.session;
      if (!uiMode.useNewExperience) return [];
      return itemsFor(session.isAdmin, app.feature(AccountAdminEntryFeature).shown)
        .filter((item) => typeof item.icon === 'function' || typeof item.icon === 'object')
        .map((item) => item.label);
    },
    async browser(app) {
      const links = app.page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      await links.first().waitFor();
      const shown: string[] = [];
      for (const link of await links.all()) {
        const icon = link.locator('svg').first();
        const box = (await icon.count()) ? await icon.boundingBox() : null;
        const shapes = box
          ? await icon.evaluate((svg) => svg.querySelectorAll('path, circle, rect, line').length)
          : 0;
        if (box && box.width > 0 && box.height > 0 && shapes > 0)
          shown.push(((await link.textContent()) ?? '').trim());
      }
      return shown;
    },
  });

import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { newSidebarItems } from '../../src/ui/layout/new-sidebar-items';
import type { SidekickWorld } from '../support/world';

const list = (text: string) => text.split(',').map((item) => item.trim());

When('they switch to the {string}', async function (this: SidekickWorld, mode: string) {
  if (this.usesBrowser) {
    await this.browser.page.getByRole('button', { name: `Switch to ${mode}` }).click();
    return;
  }
  const { uiMode } = this.viewModels.viewModels;
  assert.equal(uiMode.toggleLabel, mode);
  uiMode.modeToggled();
});

When('they collapse the sidebar', async function (this: SidekickWorld) {
  if (this.usesBrowser) await this.browser.page.getByRole('button', { name: 'Collapse sidebar' }).click();
  else this.viewModels.viewModels.uiMode.collapseToggled();
});

Then('the sidebar is collapsed', async function (this: SidekickWorld) {
  if (this.usesBrowser) {
    const expand = this.browser.page.getByRole('button', { name: 'Expand sidebar' });
    assert.equal(await expand.getAttribute('aria-expanded'), 'false');
  } else assert.equal(this.viewModels.viewModels.uiMode.sidebarCollapsed, true);
});

Then('the sidebar offers {string}', async function (this: SidekickWorld, items: string) {
  if (this.usesBrowser) {
    const nav = this.browser.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link').first().waitFor();
    assert.deepEqual(
      (await nav.getByRole('link').allTextContents()).map((text) => text.replace(/^\W+/u, '').trim()),
      list(items),
    );
    return;
  }
  const { uiMode, session } = this.viewModels.viewModels;
  assert.equal(uiMode.useNewExperience, true);
  assert.deepEqual(
    newSidebarItems(session.isAdmin).map((item) => item.label),
    list(items),
  );
});

Then(
  'the welcome screen offers {string} and {string}',
  async function (this: SidekickWorld, first: string, second: string) {
    if (this.usesBrowser) {
      await this.browser.page.goto(new URL('/', this.browser.page.url()).toString());
      for (const name of [first, second]) await this.browser.page.getByRole('link', { name }).waitFor();
      return;
    }
    assert.equal(await this.app.currentPath(), '/');
    assert.equal(this.viewModels.viewModels.uiMode.useNewExperience, true);
  },
);

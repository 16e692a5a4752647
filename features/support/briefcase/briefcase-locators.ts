import type { Locator } from 'playwright-core';
import type { BriefcaseSectionName, BriefcaseTabName } from './briefcase-words';

/** A tab of the briefcase panel; its name reads the tab's name, then its count badge. */
export function tabOf(panel: Locator, tab: BriefcaseTabName): Locator {
  return panel.getByRole('tab', { name: new RegExp(`^${tab}`) });
}

/** A section's header reads its name and then its count ('IO 2 files'). */
export function sectionToggle(panel: Locator, section: BriefcaseSectionName): Locator {
  return panel.getByRole('button', { name: new RegExp(`^${section} \\d+ files$`) });
}

/** A file of the panel, by its name. */
export function fileItem(panel: Locator, name: string): Locator {
  return panel.getByRole('article', { name, exact: true });
}

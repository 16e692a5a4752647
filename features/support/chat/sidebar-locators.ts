import type { Locator, Page } from 'playwright-core';

/** The sidebar's chat section. */
export function sidebarChats(page: Page): Locator {
  return page.getByRole('region', { name: 'Chats' });
}

/** A chat's link in the sidebar, by its name. */
export function chatLink(page: Page, summary: string): Locator {
  return sidebarChats(page)
    .getByRole('link')
    .filter({ has: page.getByTestId('chat-name').getByText(summary, { exact: true }) });
}

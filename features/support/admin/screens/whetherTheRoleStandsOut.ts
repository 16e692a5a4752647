import type { Locator } from 'playwright-core';
import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** How a role badge looks: its colours and weight. */
const looksOf = (badge: Locator) =>
  badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} ${style.color} ${style.fontWeight}`;
  });

/**
 * Whether the Users tab draws the role of that user (by email) so that it stands out from the
 * badge of an ordinary role ('User').
 */
export const whetherTheRoleStandsOut = (email: string) =>
  question(
    `whether the role of ${email} stands out`,
    onTheAdmin({
      async viewModel(admin) {
        const role = admin.dashboard.tab('users').view.columns.find((column) => column.id === 'role');
        const look = typeof role?.look === 'function' ? role.look(admin.user(email)) : role?.look;
        return look === 'highlighted';
      },
      async browser(admin) {
        await admin.loaded();
        const table = admin.page.getByRole('table', { name: 'Users', exact: true });
        const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
        const at = headers.indexOf('Role') + 1;
        const badgeIn = (row: Locator) => row.locator(`td:nth-child(${at}) span`).first();
        const target = table.locator('tbody tr').filter({ hasText: email }).first();
        const ordinary = table
          .locator('tbody tr')
          .filter({ has: admin.page.locator(`td:nth-child(${at})`, { hasText: /^User$/ }) })
          .first();
        return (await looksOf(badgeIn(target))) !== (await looksOf(badgeIn(ordinary)));
      },
    }),
  );

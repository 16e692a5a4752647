import type { Locator, Page } from 'playwright-core';

/** Drags a resize handle sideways by `dx` px with the mouse, as a user does. */
export async function dragSideways(page: Page, handle: Locator, dx: number): Promise<void> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('The handle is not on the page');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

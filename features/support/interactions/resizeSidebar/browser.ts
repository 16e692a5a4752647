import type { BrowseTheApp } from '../../abilities/BrowseTheApp';

/** Drags the classic sidebar's right edge by `dx` px (right is positive). */
export async function resizeSidebarInTheBrowser(app: BrowseTheApp, dx: number): Promise<void> {
  const handle = app.page.getByRole('separator', { name: 'Resize sidebar' });
  const box = await handle.boundingBox();
  if (!box) throw new Error('The sidebar has no resize handle');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await app.page.mouse.move(x, y);
  await app.page.mouse.down();
  await app.page.mouse.move(x + dx, y, { steps: 5 });
  await app.page.mouse.up();
}

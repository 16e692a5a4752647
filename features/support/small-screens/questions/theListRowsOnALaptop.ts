import { seenOnScreen } from '../on-a-screen';
import { listRowShapes } from './theListCards';

/** The same list's rows at a laptop's size (1400 × 900), the phone's size given back after. */
export const theListRowsOnALaptop = () =>
  seenOnScreen('the rows of the list on a laptop', async ({ page }) => {
    const phone = page.viewportSize();
    if (!phone) throw new Error('The page has no viewport');
    await page.setViewportSize({ width: 1400, height: 900 });
    try {
      return await listRowShapes(page);
    } finally {
      await page.setViewportSize(phone);
    }
  });

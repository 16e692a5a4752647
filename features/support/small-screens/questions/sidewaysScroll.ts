import { seenOnScreen } from '../on-a-screen';

/** How many CSS pixels the page itself scrolls sideways (0: it fits the screen's width). */
export const sidewaysScroll = () =>
  seenOnScreen('how far the page scrolls sideways', ({ page }) =>
    page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth)),
  );

/**
 * The home route's screen, fetched from the signed-in frame's chunk (AppRouter's import of this
 * module names it "page"): a chunk loaded from there leaves out what the frame's chunk already
 * holds (menus, feature keys), where one loaded from the entry would carry its own copies.
 */
export const loadHomeScreen = () => import('../home/HomeScreen');

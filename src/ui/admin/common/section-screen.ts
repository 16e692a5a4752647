/** The screen of every tab drawn by the admin section kit, fetched when such a tab first opens. */
export const sectionScreen = async () => (await import('./AdminSectionView')).AdminSectionTab;

/** Spec 2 §9: the campaign and folder row menus open 5 px from their button. */
export const ROW_MENU_OFFSET_PX = 5;

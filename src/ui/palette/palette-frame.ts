import type { AccountAdminEntry } from '../layout/AccountAdminEntry';
import type { UiModeViewModel } from '../layout/UiModeViewModel';
import type { Impersonation } from '../session/Impersonation';
import type { SessionStore } from '../session/SessionStore';
import type { ChatListViewModel } from '../sidebar-chats/ChatListViewModel';
import type { PaletteFrame } from './PaletteViewModel';

/** The signed-in frame's view models the palette reads and acts through. */
export interface FrameViewModels {
  readonly session: SessionStore;
  readonly chatList: ChatListViewModel;
  readonly uiMode: UiModeViewModel;
  readonly accountAdmin: AccountAdminEntry;
  readonly impersonation: Impersonation;
}

/** The palette's view of the frame: who the user is and the intents the frame's own buttons use. */
export function paletteFrameOf({
  session,
  chatList,
  uiMode,
  accountAdmin,
  impersonation,
}: FrameViewModels): PaletteFrame {
  return {
    user: () => ({
      status: session.status,
      isAdmin: session.isAdmin,
      isSuperAdmin: session.isSuperAdmin,
      accountRequired: session.selectionState === 'required',
      administersAccounts: accountAdmin.shown,
      impersonating: session.user?.isImpersonating === true,
      mayToggleUi: uiMode.canToggleMode,
      otherUiMode: uiMode.toggleLabel,
    }),
    actingContext: () => session.actingContext,
    chats: () => chatList.chats,
    newCanvas: () => chatList.newCanvasClicked(),
    switchUi: () => uiMode.modeToggled(),
    endImpersonation: () => impersonation.end(),
    signOut: () => session.signOut(),
  };
}

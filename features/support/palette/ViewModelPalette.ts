import { AccountAdminEntryFeature } from '../../../src/ui/layout/account-admin-entry-feature';
import { UiModeFeature } from '../../../src/ui/layout/ui-mode-feature';
import type { PaletteLanding, PaletteViewModel } from '../../../src/ui/palette/PaletteViewModel';
import { PaletteFeature } from '../../../src/ui/palette/palette-feature';
import { paletteFrameOf } from '../../../src/ui/palette/palette-frame';
import { ImpersonationFeature } from '../../../src/ui/session/impersonation-feature';
import { ChatListFeature } from '../../../src/ui/sidebar-chats/chat-list-feature';
import type { UseTheViewModels } from '../abilities/UseTheViewModels';

/**
 * The command palette's thin driver on the view-model level: the palette of the current opening,
 * made as the component makes it, and where the last pick led (the page's router follows it).
 */
export class ViewModelPalette {
  private opened: PaletteViewModel | null = null;
  /** Where the last pick led, and whether the message box took the focus there. */
  landing: PaletteLanding | null = null;

  constructor(readonly app: UseTheViewModels) {}

  get palette(): PaletteViewModel {
    if (!this.opened) throw new Error('The command palette is not open');
    return this.opened;
  }

  async open(): Promise<void> {
    const create = await this.app.feature(PaletteFeature)();
    const chatList = this.app.feature(ChatListFeature);
    this.opened = create(
      paletteFrameOf({
        session: this.app.session,
        chatList,
        uiMode: this.app.feature(UiModeFeature),
        accountAdmin: this.app.feature(AccountAdminEntryFeature),
        impersonation: this.app.feature(ImpersonationFeature),
      }),
    );
    // As the component does: the new sidebar shows no chats, so nothing may have loaded them.
    if (chatList.chats.length === 0) await chatList.reload();
    await this.app.settled();
  }

  close(): void {
    this.opened?.closed();
    this.opened = null;
  }
}

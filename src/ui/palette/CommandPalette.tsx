import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { observer } from 'mobx-react-lite';
import { use, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeature } from '../app/features';
import { useAccountAdminEntry } from '../layout/account-admin-entry-feature';
import { useUiMode } from '../layout/ui-mode-feature';
import { useImpersonation } from '../session/impersonation-feature';
import { useSession } from '../session/session-feature';
import { focusMessageBox } from '../shortcuts/focus-message-box';
import { useChatList } from '../sidebar-chats/chat-list-feature';
import styles from './CommandPalette.module.css';
import type { PaletteViewModel } from './PaletteViewModel';
import type { PaletteEntry } from './palette-entries';
import { PaletteFeature } from './palette-feature';
import { paletteFrameOf } from './palette-frame';

/** Not in the specs: the palette comes from issue 31. */
export const PALETTE_TITLE = 'Command palette';
export const PALETTE_PLACEHOLDER = 'Search chats, campaigns, pages and actions';
export const PALETTE_EMPTY_TEXT = 'Nothing matches.';
export const PLACES_FAILED_TEXT = 'Campaigns and folders could not be searched.';

/**
 * Ctrl+K (issue 31): cmdk's list in a Radix dialog, over the palette's view model (the view model
 * matches and orders; cmdk moves the highlight and answers Enter). Escape closes it and the focus
 * returns where it was; a pick that leads elsewhere keeps the focus for the page it opens.
 */
const Palette = observer(function Palette({ vm, onClose }: { vm: PaletteViewModel; onClose: () => void }) {
  const navigate = useNavigate();
  const left = useRef(false);

  const pick = async (entry: PaletteEntry) => {
    const landing = await vm.picked(entry);
    if (landing) {
      left.current = true;
      navigate(landing.goTo);
      if (landing.focusMessageBox) focusMessageBox();
    }
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.palette}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => left.current && event.preventDefault()}
        >
          <Dialog.Title className="visually-hidden">{PALETTE_TITLE}</Dialog.Title>
          <Command
            label={PALETTE_TITLE}
            shouldFilter={false}
            loop
            value={vm.highlightedEntry?.id ?? ''}
            onValueChange={(id) => vm.highlighted(id)}
          >
            <Command.Input
              className={styles.input}
              placeholder={PALETTE_PLACEHOLDER}
              value={vm.query}
              onValueChange={(query) => vm.queryChanged(query)}
            />
            {vm.placesFailed && (
              <p role="status" className={styles.notice}>
                {PLACES_FAILED_TEXT}
              </p>
            )}
            <Command.List className={styles.list} label="Results">
              <Command.Empty className={styles.notice}>{PALETTE_EMPTY_TEXT}</Command.Empty>
              {vm.sections.map((section) => (
                <Command.Group key={section.group} heading={section.group} className={styles.group}>
                  {section.entries.map((entry) => (
                    <Command.Item
                      key={entry.id}
                      value={entry.id}
                      className={styles.item}
                      onSelect={() => void pick(entry)}
                    >
                      {entry.label}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});

/** The palette for one opening, made once its code and flows are here (suspends meanwhile). */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const create = use(useFeature(PaletteFeature)());
  const session = useSession();
  const chatList = useChatList();
  const uiMode = useUiMode();
  const accountAdmin = useAccountAdminEntry();
  const impersonation = useImpersonation();
  const [vm] = useState(() =>
    create(paletteFrameOf({ session, chatList, uiMode, accountAdmin, impersonation })),
  );
  useEffect(() => {
    // The new sidebar shows no chats, so nothing has loaded them.
    if (chatList.chats.length === 0) void chatList.reload();
    return () => vm.closed();
  }, [vm, chatList]);
  return <Palette vm={vm} onClose={onClose} />;
}

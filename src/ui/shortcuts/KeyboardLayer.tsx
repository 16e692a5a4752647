import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CHAT_PARAM } from '../chat/workspace/useChatWorkspace';
import CommandPalette from '../palette/CommandPalette';
import { useSession } from '../session/session-feature';
import { useChatList } from '../sidebar-chats/chat-list-feature';
import { focusMessageBox } from './focus-message-box';
import { neighbourChat } from './neighbour-chat';
import ShortcutList from './ShortcutList';
import { commandFor, type ShortcutCommand } from './shortcuts';
import { isTextField } from './text-field';

type Open = 'palette' | 'shortcuts' | null;

/**
 * The app's own shortcuts (shortcuts.ts), loaded with the first key that may be one, in one chunk
 * with the palette and the shortcut list (each lazy chunk costs every first load a line of the
 * chunk map): the key that loaded it is handled as soon as it is here. Opens the palette and the shortcut list, and
 * moves between the sidebar's chats.
 */
export default function KeyboardLayer({ first }: { first: KeyboardEvent }) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const chatList = useChatList();

  const openChat = (step: 1 | -1) => {
    const next = neighbourChat(chatList.visibleChats, params.get(CHAT_PARAM), step);
    if (next) navigate(`/?${CHAT_PARAM}=${encodeURIComponent(next.id)}`);
  };

  const run = (command: ShortcutCommand) => {
    switch (command) {
      case 'open-palette':
        return setOpen('palette');
      case 'list-shortcuts':
        return setOpen('shortcuts');
      case 'new-canvas':
        if (session.selectionState === 'required') return;
        chatList.newCanvasClicked();
        navigate('/');
        return focusMessageBox();
      case 'previous-chat':
        return openChat(-1);
      case 'next-chat':
        return openChat(1);
    }
  };

  const onKey = useEffectEvent((event: KeyboardEvent, replayed: boolean) => {
    // While a dialog of ours is open, its own keys (arrows, Enter, Escape) are the dialog's.
    if (open !== null) return;
    const command = commandFor(event, isTextField(event.target));
    if (!command) return;
    if (!replayed) event.preventDefault();
    run(command);
  });

  useEffect(() => {
    onKey(first, true);
    const listener = (event: KeyboardEvent) => onKey(event, false);
    addEventListener('keydown', listener);
    return () => removeEventListener('keydown', listener);
  }, [first]);

  const close = () => setOpen(null);
  // The palette suspends while its flows load (palette.module).
  return (
    <Suspense>
      {open === 'palette' && <CommandPalette onClose={close} />}
      {open === 'shortcuts' && <ShortcutList onClose={close} />}
    </Suspense>
  );
}

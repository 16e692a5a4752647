import * as Dialog from '@radix-ui/react-dialog';
import kit from '../kit/Kit.module.css';
import styles from './ShortcutList.module.css';
import { SHORTCUTS } from './shortcuts';

/** `?`: every shortcut of the table, its keys and what it does. Escape or Close returns the focus. */
export default function ShortcutList({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title asChild>
            <h2>Keyboard shortcuts</h2>
          </Dialog.Title>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">What they do</th>
              </tr>
            </thead>
            <tbody>
              {SHORTCUTS.map((shortcut) => (
                <tr key={shortcut.does}>
                  <td>
                    {shortcut.keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && ' + '}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </td>
                  <td>{shortcut.does}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Dialog.Close asChild>
            <button type="button" className={kit.button}>
              Close
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

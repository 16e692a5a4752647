import * as Dialog from '@radix-ui/react-dialog';
import { observer } from 'mobx-react-lite';
import type { RefObject } from 'react';
import { AllowedEmailSignIn } from './AllowedEmailSignIn';
import styles from './LoginPage.module.css';
import type { LoginViewModel } from './LoginViewModel';

/**
 * The demo identity provider's chooser: one button per persona, each yielding a signed token.
 * Loaded on first use so that the login screen's first load stays small.
 */
const PersonaChooserDialog = observer(function PersonaChooserDialog({
  vm,
  returnFocusTo,
}: {
  vm: LoginViewModel;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Dialog.Root
      open={vm.chooserOpen}
      onOpenChange={(open) => (open ? vm.signInButtonClicked() : vm.chooserClosed())}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title>Choose a demo persona</Dialog.Title>
          <Dialog.Description className={styles.tagline}>
            The demo backend signs you in as one of these people.
          </Dialog.Description>
          {vm.loadingPersonas && <p>Loading...</p>}
          {vm.personasUnavailable && <p role="alert">The demo backend cannot be reached. Is it running?</p>}
          <ul className={styles.personas}>
            {vm.personas.map((persona) => (
              <li key={persona.email}>
                <button
                  type="button"
                  className={styles.persona}
                  disabled={vm.signingIn}
                  onClick={() => void vm.personaChosen(persona.email)}
                >
                  <span className="visually-hidden">Sign in as {persona.displayName}</span>
                  <span aria-hidden="true" className={styles.personaName}>
                    {persona.displayName}
                  </span>
                  <span aria-hidden="true" className={styles.personaSummary}>
                    {persona.email} · {persona.summary}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <AllowedEmailSignIn vm={vm} />
          <Dialog.Close asChild>
            <button type="button" className={styles.cancel}>
              Cancel
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});

export default PersonaChooserDialog;

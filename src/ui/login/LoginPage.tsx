import * as Dialog from '@radix-ui/react-dialog';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useViewModels } from '../app/ViewModelsContext';
import logoUrl from '../assets/sidekick-logo.svg';
import { GoogleSignInButton } from './GoogleSignInButton';
import styles from './LoginPage.module.css';
import type { LoginViewModel } from './LoginViewModel';

/** The login screen (spec 1 §2): logo and sign-in; already signed-in users go to /. */
export const LoginPage = observer(function LoginPage() {
  const { config, createLoginViewModel } = useViewModels();
  const [vm] = useState<LoginViewModel>(createLoginViewModel);

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <img src={logoUrl} alt="Sidekick logo" className={styles.logo} width={72} height={72} />
        <h1 id="login-title">Sidekick</h1>
        <p className={styles.tagline}>Your AI assistant for campaign operations</p>
        {config.googleClientId ? (
          <GoogleSignInButton
            clientId={config.googleClientId}
            onCredential={(c) => vm.credentialReceived(c)}
          />
        ) : (
          <PersonaChooser vm={vm} />
        )}
      </section>
    </main>
  );
});

/** The demo identity provider: one button per persona, each yielding a signed token. */
const PersonaChooser = observer(function PersonaChooser({ vm }: { vm: LoginViewModel }) {
  return (
    <Dialog.Root
      open={vm.chooserOpen}
      onOpenChange={(open) => (open ? vm.signInButtonClicked() : vm.chooserClosed())}
    >
      <Dialog.Trigger asChild>
        <button type="button" className={styles.signIn}>
          Sign in
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
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

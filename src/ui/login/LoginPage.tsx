import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef, useState } from 'react';
import logoUrl from '../assets/sidekick-logo.svg';
import { useSession } from '../session/session-feature';
import styles from './LoginPage.module.css';
import { LoginViewModel } from './LoginViewModel';
import { useLoginScreen } from './login-feature';

const PersonaChooserDialog = lazy(() => import('./PersonaChooserDialog'));
// Only builds configured for Google sign-in show it; the demo identity provider does not.
const GoogleSignInButton = lazy(() =>
  import('./GoogleSignInButton').then((m) => ({ default: m.GoogleSignInButton })),
);

/** The login screen (spec 1 §2): logo and the identity provider's sign-in button. */
export const LoginPage = observer(function LoginPage() {
  const screen = useLoginScreen();
  const session = useSession();
  const [vm] = useState(() => new LoginViewModel(session, screen.listDemoPersonas));
  const signInButton = useRef<HTMLButtonElement>(null);

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <img src={logoUrl} alt="Sidekick logo" className={styles.logo} width={72} height={72} />
        <h1 id="login-title">Sidekick</h1>
        <p className={styles.tagline}>Your AI assistant for campaign operations</p>
        {screen.googleClientId ? (
          <Suspense fallback={null}>
            <GoogleSignInButton
              clientId={screen.googleClientId}
              onCredential={(c) => vm.credentialReceived(c)}
            />
          </Suspense>
        ) : (
          <>
            <button
              ref={signInButton}
              type="button"
              className={styles.signIn}
              aria-haspopup="dialog"
              onClick={() => vm.signInButtonClicked()}
            >
              Sign in
            </button>
            {vm.chooserOpen && (
              <Suspense fallback={<p>Loading...</p>}>
                <PersonaChooserDialog vm={vm} returnFocusTo={signInButton} />
              </Suspense>
            )}
          </>
        )}
      </section>
    </main>
  );
});

import { useEffect, useRef } from 'react';

interface GoogleAccountsId {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

declare global {
  interface Window {
    google?: { accounts: { id: GoogleAccountsId } };
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

/** Production sign-in: the Google Identity Services script, loaded in the page (spec 1 §7). */
export function GoogleSignInButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: unknown) => void;
}) {
  const container = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    let cancelled = false;
    loadScript()
      .then(() => {
        const google = window.google;
        if (cancelled || !google || !container.current) return;
        google.accounts.id.initialize({ client_id: clientId, callback: (r) => onCredential(r.credential) });
        google.accounts.id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
        });
      })
      .catch((error) => console.error('Login Failed', error));
    return () => {
      cancelled = true;
    };
  }, [clientId, onCredential]);

  return (
    <fieldset ref={container} aria-label="Sign in with Google" style={{ border: 0, margin: 0, padding: 0 }} />
  );
}

function loadScript(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The Google sign-in script could not be loaded'));
    document.head.appendChild(script);
  });
}

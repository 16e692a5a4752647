import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styles from './LoginPage.module.css';
import type { LoginViewModel } from './LoginViewModel';

/**
 * Beside the personas, any email: an email on the Allowed Users list signs in (the first time
 * with its initial role and account), any other is refused in the demo backend's words.
 */
export const AllowedEmailSignIn = observer(function AllowedEmailSignIn({ vm }: { vm: LoginViewModel }) {
  const [email, setEmail] = useState('');
  return (
    <form
      className={styles.emailForm}
      aria-label="Sign in with an email"
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) void vm.personaChosen(email.trim());
      }}
    >
      <label htmlFor="demo-email">Or an email on the Allowed Users list</label>
      <div className={styles.emailRow}>
        <input
          id="demo-email"
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.signIn} disabled={vm.signingIn || !email.trim()}>
          Sign in with email
        </button>
      </div>
      {vm.refusal && <p role="alert">{vm.refusal}</p>}
    </form>
  );
});

import { Link } from 'react-router-dom';
import { useSession } from '../session/session-feature';
import styles from './WelcomeScreen.module.css';
import { WELCOME_LINKS } from './welcome-links';

/** `/` in the new experience (spec 2 §2): Create Campaign or View Campaigns. */
export function WelcomeScreen() {
  const session = useSession();
  return (
    <div className={styles.welcome}>
      <h1>Welcome, {session.greetingName}</h1>
      <p>Start a new campaign from an insertion order or media plan, or pick up where you left off.</p>
      <div className={styles.actions}>
        {WELCOME_LINKS.map((link, index) => (
          <Link key={link.to} className={index === 0 ? styles.primary : styles.secondary} to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

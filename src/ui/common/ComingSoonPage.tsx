import { Link } from 'react-router-dom';
import styles from './StatusScreens.module.css';

/** A route whose screen a later release builds: says so plainly, with no made-up data. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main className={styles.centered}>
      <h1>{title}</h1>
      <p>This screen is coming soon. It is not part of this release yet.</p>
      <Link to="/">Back to the chat</Link>
    </main>
  );
}

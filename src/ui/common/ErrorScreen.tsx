import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styles from './StatusScreens.module.css';

/** The generic error screen (spec 1 §2); a failed lazy chunk shows its 'Loading chunk N failed' text. */
export function ErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  console.error(error);
  return (
    <main className={styles.centered}>
      <h1>Unexpected Application Error!</h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      <a href="/">Back to Sidekick</a>
    </main>
  );
}

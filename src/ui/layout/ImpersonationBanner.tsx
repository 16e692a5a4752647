import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { END_IMPERSONATION_FAILED_TEXT } from '../../core/domain/session';
import { useImpersonation } from '../session/impersonation-feature';
import { useSession } from '../session/session-feature';
import styles from './ImpersonationBanner.module.css';

/**
 * While impersonating: who is being acted as, and End Impersonation (spec 3 "Impersonation").
 * A failure to end it says so in the banner (an alert in the page, the typed-out reason after
 * 'Failed to end impersonation: '), and the impersonation goes on. When the backend stops
 * answering the impersonation (its target deactivated, …), the banner says why.
 */
export const ImpersonationBanner = observer(function ImpersonationBanner() {
  const session = useSession();
  const impersonation = useImpersonation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  if (!session.user?.isImpersonating) return null;

  const end = async () => {
    setProblem(null);
    const ended = await impersonation.end();
    if (ended.ok) navigate('/admin');
    else setProblem(`${END_IMPERSONATION_FAILED_TEXT}${ended.message}`);
  };

  return (
    <div className={styles.banner} role="status">
      <span>
        Impersonating <strong>{session.greetingName}</strong>
      </span>
      <button type="button" onClick={() => void end()}>
        End Impersonation
      </button>
      {session.impersonationLapse ? (
        <p role="alert" className={styles.problem}>
          {session.impersonationLapse}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </div>
  );
});

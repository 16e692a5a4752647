import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-feature';
import styles from './ImpersonationBanner.module.css';
import { useImpersonationBanner } from './impersonation-banner-feature';

/**
 * While impersonating: who is being acted as, and End Impersonation (spec 3 "Impersonation").
 * A failure to end it says so in the banner (an alert in the page, the reason after 'Failed to end
 * impersonation: ', kept by the banner's view model), and the impersonation goes on. When the backend stops
 * answering the impersonation (its target deactivated, …), the banner says why.
 */
export const ImpersonationBanner = observer(function ImpersonationBanner() {
  const session = useSession();
  const banner = useImpersonationBanner();
  const navigate = useNavigate();
  if (!session.user?.isImpersonating) return null;

  const end = async () => {
    if (await banner.endPressed()) navigate('/admin');
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
      {banner.problem ? (
        <p role="alert" className={styles.problem}>
          {banner.problem}
        </p>
      ) : null}
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../core/domain/errors';
import { useSession } from '../app/ViewModelsContext';
import styles from './ImpersonationBanner.module.css';

/** While impersonating: who is being acted as, and End Impersonation (spec 3 "Impersonation"). */
export const ImpersonationBanner = observer(function ImpersonationBanner() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session.user?.isImpersonating) return null;

  const end = async () => {
    try {
      await session.endImpersonation();
      navigate('/admin');
    } catch (error) {
      window.alert(`Failed to end impersonation: ${errorMessage(error)}`);
    }
  };

  return (
    <div className={styles.banner} role="status">
      <span>
        Impersonating <strong>{session.greetingName}</strong>
      </span>
      <button type="button" onClick={() => void end()}>
        End Impersonation
      </button>
    </div>
  );
});

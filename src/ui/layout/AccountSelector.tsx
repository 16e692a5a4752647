import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { idOf, nameOf, Options } from '../kit/form/Options';
import { useSession } from '../session/session-feature';
import styles from './AccountSelector.module.css';

/** Shown to regular admins who have accounts: the account they act in (spec 1 §4, spec 3 §2). */
export const AccountSelector = observer(function AccountSelector() {
  const session = useSession();
  const id = useId();
  if (session.selectionState === 'not-required' || session.accounts.length === 0) return null;
  return (
    <div className={styles.selector}>
      <label htmlFor={id}>Account</label>
      <select
        id={id}
        value={session.selectedAccountId ?? ''}
        onChange={(event) => session.selectAccount(event.target.value || null)}
      >
        <Options blank="Select an account" items={session.accounts} toValue={idOf} toLabel={nameOf} />
      </select>
    </div>
  );
});

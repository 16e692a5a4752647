import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { idOf, nameOf, Options } from '../kit/form/Options';
import { useSession } from '../session/session-feature';
import styles from './AccountSelector.module.css';

/** The account a regular admin acts in (spec 1 §4, spec 3 §2), shown through AccountSelectorSlot. */
export const AccountSelector = observer(function AccountSelector() {
  const session = useSession();
  const id = useId();
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

import { observer } from 'mobx-react-lite';
import kit from '../../kit/Kit.module.css';
import { AdminSectionView } from '../common/AdminSectionView';
import type { AccountsTabViewModel } from './AccountsTabViewModel';

/** The Accounts tab (spec 3 §2): the accounts, or one account's admins or settings with 'Back to Accounts'. */
export const AccountsTab = observer(function AccountsTab({ vm }: { vm: AccountsTabViewModel }) {
  const drill = vm.drillDown;
  if (!drill) return <AdminSectionView section={vm.accounts} />;
  return (
    <div>
      <button type="button" className={kit.button} onClick={() => vm.backToAccountsPressed()}>
        Back to Accounts
      </button>
      {drill.view === 'admins' ? (
        <AdminSectionView section={drill.section} />
      ) : (
        <AdminSectionView section={drill.section} />
      )}
    </div>
  );
});

import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useSession } from '../session/session-feature';

const AccountSelector = lazy(() => import('./AccountSelector').then((m) => ({ default: m.AccountSelector })));

/**
 * The account selector's place in a sidebar: only regular admins with accounts choose one (spec 1
 * §4, spec 3 §2), so its code loads for them alone and stays out of everyone else's first load.
 */
export const AccountSelectorSlot = observer(function AccountSelectorSlot() {
  const session = useSession();
  if (session.selectionState === 'not-required' || session.accounts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AccountSelector />
    </Suspense>
  );
});

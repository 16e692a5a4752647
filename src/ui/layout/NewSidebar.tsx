import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { NavLink, useNavigate } from 'react-router-dom';
import { SELECT_ACCOUNT_FIRST_TEXT } from '../../core/domain/chat/chat-list';
import logoUrl from '../assets/sidekick-logo.svg';
import { LogoutIcon } from '../icons/actions';
import { DemoButton } from '../presenter/DemoButton';
import { ProspectHeader } from '../prospect/ProspectHeader';
import { useSession } from '../session/session-feature';
import { AccountSelectorSlot } from './AccountSelectorSlot';
import { useAccountAdminEntry } from './account-admin-entry-feature';
import { LOGOUT_LABEL } from './classic-sidebar-links';
import { DisabledLink } from './DisabledLink';
import { ImpersonationSlot } from './ImpersonationSlot';
import styles from './NewSidebar.module.css';
import { newSidebarItems } from './new-sidebar-items';
import { UiModeToggle } from './UiModeToggle';
import { useUiMode } from './ui-mode-feature';
import { waitsForAccount } from './waits-for-account';

/**
 * The new sidebar (spec 3 §2): collapsible; New Campaign, Folders, Campaigns, Status, Admin
 * (admins only), the account dropdown, the impersonation banner, the UI toggle and logout.
 */
export const NewSidebar = observer(function NewSidebar() {
  const session = useSession();
  const uiMode = useUiMode();
  const navigate = useNavigate();
  const collapsed = uiMode.sidebarCollapsed;
  const selectionRequired = session.selectionState === 'required';
  const items = newSidebarItems(session.isAdmin, useAccountAdminEntry().shown);
  const logout = () => {
    session.signOut();
    navigate('/login', { replace: true });
  };
  return (
    <aside
      className={collapsed ? styles.collapsed : styles.sidebar}
      aria-label="Sidebar"
      aria-busy={!session.accountsSettled}
    >
      <header className={styles.header}>
        <img src={logoUrl} alt="" width={28} height={28} />
        {!collapsed && <h2 className={styles.greeting}>{session.greetingName}'s Sidekick</h2>}
        {!collapsed && <ProspectHeader />}
        <button
          type="button"
          className={styles.collapse}
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          onClick={() => uiMode.collapseToggled()}
        >
          {collapsed ? (
            <ChevronsRight size={18} aria-hidden="true" />
          ) : (
            <ChevronsLeft size={18} aria-hidden="true" />
          )}
        </button>
      </header>
      {!collapsed && <ImpersonationSlot />}
      {!collapsed && <AccountSelectorSlot />}
      <nav className={styles.nav} aria-label="Main">
        {items.map((item) =>
          waitsForAccount(item.to, selectionRequired) ? (
            <DisabledLink
              key={item.to}
              className={styles.disabled}
              title={SELECT_ACCOUNT_FIRST_TEXT}
              label={collapsed ? item.label : undefined}
            >
              <item.icon size={18} aria-hidden="true" className={styles.icon} />
              {!collapsed && <span>{item.label}</span>}
            </DisabledLink>
          ) : (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={({ isActive }) => (isActive ? styles.active : styles.item)}
              aria-label={collapsed ? item.label : undefined}
              title={collapsed ? item.label : undefined}
            >
              <item.icon size={18} aria-hidden="true" className={styles.icon} />
              {!collapsed && <span>{item.label}</span>}
            </NavLink>
          ),
        )}
      </nav>
      <footer className={styles.footer}>
        {!collapsed && <UiModeToggle />}
        <DemoButton className={styles.item} />
        <button type="button" className={styles.item} onClick={logout} aria-label={LOGOUT_LABEL}>
          <LogoutIcon size={18} aria-hidden="true" className={styles.icon} />
          {!collapsed && <span>{LOGOUT_LABEL}</span>}
        </button>
      </footer>
    </aside>
  );
});

import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { SELECT_ACCOUNT_FIRST_TEXT } from '../../core/domain/chat/chat-list';
import { SIDEBAR_WIDTH } from '../../core/domain/chat/sidebar-width';
import logoUrl from '../assets/sidekick-logo.svg';
import { LogoutIcon } from '../icons/actions';
import { DemoButton } from '../presenter/DemoButton';
import { ProspectHeader } from '../prospect/ProspectHeader';
import { useSession } from '../session/session-feature';
import { AccountSelectorSlot } from './AccountSelectorSlot';
import { useAccountAdminEntry } from './account-admin-entry-feature';
import styles from './ClassicSidebar.module.css';
import { classicSidebarLinks, LOGOUT_LABEL } from './classic-sidebar-links';
import { DisabledLink } from './DisabledLink';
import { ImpersonationSlot } from './ImpersonationSlot';
import { loadNewSidebar } from './new-sidebar';
import { ResizeHandle } from './ResizeHandle';
import { UiModeToggle } from './UiModeToggle';
import { usePanelWidth } from './usePanelWidth';
import { waitsForAccount } from './waits-for-account';

/**
 * The classic sidebar (spec 3 §2): logo and greeting, impersonation banner, account selector,
 * the chats (children), and the Status / Admin / Logout links. Resizable by its right edge.
 */
export const ClassicSidebar = observer(function ClassicSidebar({ children }: { children?: ReactNode }) {
  const session = useSession();
  const accountAdmin = useAccountAdminEntry();
  const navigate = useNavigate();
  const { width, windowWidth, setWidth } = usePanelWidth(SIDEBAR_WIDTH);

  const logout = () => {
    session.signOut();
    navigate('/login', { replace: true });
  };

  return (
    <aside
      className={styles.sidebar}
      style={{ width }}
      aria-label="Sidebar"
      aria-busy={!session.accountsSettled}
    >
      <header className={styles.header}>
        <img src={logoUrl} alt="" width={32} height={32} />
        <h2 className={styles.greeting}>{session.greetingName}'s Sidekick</h2>
        <ProspectHeader />
      </header>
      <ImpersonationSlot />
      <AccountSelectorSlot />
      <div className={styles.chats}>{children}</div>
      <nav className={styles.links} aria-label="Main">
        {classicSidebarLinks(session.isAdmin, accountAdmin.shown).map((link) =>
          waitsForAccount(link.to, session.selectionState === 'required') ? (
            <DisabledLink key={link.to} className={styles.disabled} title={SELECT_ACCOUNT_FIRST_TEXT}>
              <link.icon size={16} aria-hidden="true" />
              {link.label}
            </DisabledLink>
          ) : (
            <NavLink key={link.to} to={link.to}>
              <link.icon size={16} aria-hidden="true" />
              {link.label}
            </NavLink>
          ),
        )}
        <button type="button" className={styles.linkButton} onClick={logout}>
          <LogoutIcon size={16} aria-hidden="true" />
          {LOGOUT_LABEL}
        </button>
        <DemoButton className={styles.linkButton} />
      </nav>
      <UiModeToggle prepare={loadNewSidebar} />
      <ResizeHandle
        label="Resize sidebar"
        rule={SIDEBAR_WIDTH}
        width={width}
        windowWidth={windowWidth}
        onResize={setWidth}
      />
    </aside>
  );
});

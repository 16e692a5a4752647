import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { useSession } from '../app/ViewModelsContext';
import { SidebarChats } from '../sidebar-chats/SidebarChats';
import styles from './AppLayout.module.css';
import { ClassicSidebar } from './ClassicSidebar';

/** The signed-in frame: classic sidebar on the left, the route's screen on the right. */
const AppLayout = observer(function AppLayout() {
  const session = useSession();
  return (
    <div className={styles.frame}>
      <ClassicSidebar>
        <SidebarChats />
      </ClassicSidebar>
      <main className={styles.main} id="main">
        {session.contextError ? (
          <div role="alert" className={styles.contextError}>
            {session.contextError}
          </div>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
});

export default AppLayout;

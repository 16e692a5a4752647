import { observer } from 'mobx-react-lite';
import { use } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession, useShellViewModels, useViewModels, ViewModelsProvider } from '../app/ViewModelsContext';
import { SidebarChats } from '../sidebar-chats/SidebarChats';
import styles from './AppLayout.module.css';
import { ClassicSidebar } from './ClassicSidebar';
import { NewSidebar } from './NewSidebar';

/** The signed-in frame: the classic or the new sidebar on the left, the route's screen on the right. */
const Frame = observer(function Frame() {
  const session = useSession();
  const { uiMode } = useViewModels();
  return (
    <div className={styles.frame}>
      {uiMode.useNewExperience ? (
        <NewSidebar />
      ) : (
        <ClassicSidebar>
          <SidebarChats />
        </ClassicSidebar>
      )}
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

/**
 * The frame with the signed-in view models in context. They load with the frame (the route's
 * Suspense shows the checking screen meanwhile); a failed load reaches the error screen.
 */
function AppLayout() {
  const viewModels = use(useShellViewModels().loadSignedIn());
  return (
    <ViewModelsProvider value={viewModels}>
      <Frame />
    </ViewModelsProvider>
  );
}

export default AppLayout;

import { observer } from 'mobx-react-lite';
import { use } from 'react';
import { Outlet } from 'react-router-dom';
import { FeaturesProvider } from '../app/features';
import { useSession } from '../session/session-feature';
import { ShortcutListener } from '../shortcuts/ShortcutListener';
import { SidebarChats } from '../sidebar-chats/SidebarChats';
import styles from './AppLayout.module.css';
import { ClassicSidebar } from './ClassicSidebar';
import { loadNewSidebar } from './new-sidebar';
import { SidebarDrawer, useNarrowScreen } from './sidebar-drawer';
import { useSignedInFeatures } from './signed-in-frame-feature';
import { useUiMode } from './ui-mode-feature';

/** The new sidebar once its code is there; the frame's loading waits for it meanwhile. */
function NewSidebarLoaded() {
  const { NewSidebar } = use(loadNewSidebar());
  return <NewSidebar />;
}

/**
 * The signed-in frame: the classic or the new sidebar on the left, the route's screen on the right;
 * on a narrow screen the sidebar is a drawer behind a menu bar above the screen.
 */
const Frame = observer(function Frame() {
  const session = useSession();
  const uiMode = useUiMode();
  const narrow = useNarrowScreen();
  return (
    <div className={styles.frame}>
      {narrow && <SidebarDrawer />}
      {uiMode.useNewExperience ? (
        <NewSidebarLoaded />
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
      <ShortcutListener />
    </div>
  );
});

/**
 * The frame with the signed-in features provided. They load with the frame (the route's Suspense
 * shows the checking screen meanwhile); a failed load reaches the error screen.
 */
function AppLayout() {
  const signedIn = useSignedInFeatures();
  return (
    <FeaturesProvider features={signedIn}>
      <Frame />
    </FeaturesProvider>
  );
}

export default AppLayout;

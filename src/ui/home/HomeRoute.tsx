import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { ScreenSuspense } from '../common/ScreenSuspense';
import { useUiMode } from '../layout/ui-mode-feature';
import { WelcomeScreen } from './WelcomeScreen';

// Fetched from the signed-in frame's chunk (AppRouter's import of this module names it "page"): a
// chunk loaded from there leaves out what the frame's chunk already holds (menus, feature keys),
// where one loaded from the entry would carry its own copies. The chat's screen shares its chunk
// ("chat") with the workspace's view models (composition/chatWorkspace.module.ts): one download.
const ChatHome = lazy(() => import(/* webpackChunkName: "chat" */ './ChatHome'));

/**
 * The home route: the welcome screen in the new experience (spec 2 §2), else the chat. The
 * welcome screen is small and here already, so switching to the new UI never waits; while the
 * chat's code loads, the frame (sidebar included) stays.
 */
const HomeRoute = observer(function HomeRoute() {
  if (useUiMode().useNewExperience) return <WelcomeScreen />;
  return (
    <ScreenSuspense>
      <ChatHome />
    </ScreenSuspense>
  );
});

export default HomeRoute;

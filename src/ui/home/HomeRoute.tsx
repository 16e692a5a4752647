import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { useUiMode } from '../layout/ui-mode-feature';

// Fetched from the signed-in frame's chunk (AppRouter's import of this module names it "page"): a
// chunk loaded from there leaves out what the frame's chunk already holds (menus, feature keys),
// where one loaded from the entry would carry its own copies. The chat's screen shares its chunk
// ("chat") with the workspace's view models (composition/chatWorkspace.module.ts): one download.
const ChatHome = lazy(() => import(/* webpackChunkName: "chat" */ './ChatHome'));
const WelcomeScreen = lazy(() => import('./WelcomeScreen').then((m) => ({ default: m.WelcomeScreen })));

/** The home route: the welcome screen in the new experience (spec 2 §2), else the chat. */
const HomeRoute = observer(function HomeRoute() {
  return useUiMode().useNewExperience ? <WelcomeScreen /> : <ChatHome />;
});

export default HomeRoute;

import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BriefcaseViewModel } from '../briefcase/BriefcaseViewModel';
import { useBriefcaseFactory } from '../briefcase/briefcase-feature';
import { ChatWorkspace } from '../chat/workspace/ChatWorkspace';
import { useChatWorkspace } from '../chat/workspace/useChatWorkspace';
import { useUiMode } from '../layout/ui-mode-feature';
import { WelcomeScreen } from './WelcomeScreen';

// The panel (tabs, menus, virtual list) loads the first time the briefcase opens.
const BriefcasePanel = lazy(() =>
  import('../briefcase/BriefcasePanel').then((m) => ({ default: m.BriefcasePanel })),
);

/** The home route: the welcome screen in the new experience (spec 2 §2), else the chat. */
const HomeScreen = observer(function HomeScreen() {
  const uiMode = useUiMode();
  return uiMode.useNewExperience ? <WelcomeScreen /> : <ChatHome />;
});

/** The chat workspace (spec 1 §2); the open chat is kept in the address (`/?chat={id}`). */
const ChatHome = observer(function ChatHome() {
  const createBriefcase = useBriefcaseFactory();
  const workspace = useChatWorkspace();
  const [briefcase, setBriefcase] = useState<BriefcaseViewModel | null>(null);
  // Created in an effect so that its event subscriptions follow the screen's mount and unmount.
  useEffect(() => {
    const created = createBriefcase(workspace);
    setBriefcase(created);
    return () => created.dispose();
  }, [createBriefcase, workspace]);

  return (
    <ChatWorkspace
      workspace={workspace}
      renderBriefcase={(w) =>
        briefcase && (
          <Suspense fallback={null}>
            <BriefcasePanel vm={briefcase} onClose={() => w.briefcaseClosed()} />
          </Suspense>
        )
      }
    />
  );
});

export default HomeScreen;

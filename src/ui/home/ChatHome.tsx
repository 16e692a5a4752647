import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { ChatWorkspace } from '../chat/workspace/ChatWorkspace';
import { useChatWorkspace } from '../chat/workspace/useChatWorkspace';
import { useBriefcase } from './useBriefcase';

// The panel (tabs, menus, virtual list) loads the first time the briefcase opens, as does its view model.
const BriefcasePanel = lazy(() =>
  import('../briefcase/BriefcasePanel').then((m) => ({ default: m.BriefcasePanel })),
);

/** The chat workspace (spec 1 §2); the open chat is kept in the address (`/?chat={id}`). */
const ChatHome = observer(function ChatHome() {
  const workspace = useChatWorkspace();
  const briefcase = useBriefcase(workspace);

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

export default ChatHome;

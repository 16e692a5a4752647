import { observer } from 'mobx-react-lite';
import { ChatWorkspace } from '../chat/workspace/ChatWorkspace';
import { useChatWorkspace } from '../chat/workspace/useChatWorkspace';

/** The home route: the chat workspace (spec 1 §2); the open chat is kept in the address (`/?chat={id}`). */
const HomeScreen = observer(function HomeScreen() {
  const workspace = useChatWorkspace();
  // The briefcase panel plugs in here: <ChatWorkspace renderBriefcase={(w) => <Briefcase … />} />.
  return <ChatWorkspace workspace={workspace} />;
});

export default HomeScreen;

import { observer } from 'mobx-react-lite';
import { ComingSoonPage } from '../common/ComingSoonPage';

/** The home route: the chat workspace (spec 1 §2). */
const HomeScreen = observer(function HomeScreen() {
  return <ComingSoonPage title="Chat workspace" />;
});

export default HomeScreen;

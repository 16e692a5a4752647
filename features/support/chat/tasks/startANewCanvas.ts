import { interaction } from '../../interactions/Interaction';
import { onTheChat } from '../drivers';

/** 'New Canvas' in the sidebar. */
export const startANewCanvas = () =>
  interaction(
    'start a new canvas',
    onTheChat({
      async viewModel(chat) {
        await chat.shownWorkspace();
        chat.list.newCanvasClicked();
        await chat.goTo(null);
        await chat.app.settled();
      },
      async browser(chat) {
        await chat.page.getByRole('button', { name: 'New Canvas' }).click();
        await chat.page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('chat'));
      },
    }),
  );

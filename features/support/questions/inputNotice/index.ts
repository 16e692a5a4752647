import { ViewModelChat } from '../../chat/ViewModelChat';
import { question } from '../Question';

/** The error the input area shows (a send that could not start, a failed upload), or null. */
export const inputNotice = () =>
  question('the input area notice', {
    async viewModel(_app, actor) {
      const { composer } = await actor.abilityTo(ViewModelChat).shownWorkspace();
      return composer.sendError ?? composer.uploadError;
    },
    async browser(app) {
      const alert = app.page.getByRole('region', { name: 'Message input' }).getByRole('alert');
      return (await alert.count()) > 0 ? await alert.first().textContent() : null;
    },
  });

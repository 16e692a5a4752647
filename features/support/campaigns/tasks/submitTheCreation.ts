import { interaction } from '../../interactions/Interaction';
import { onTheCreationForm } from '../drivers';

/** "Create Campaign", landing on the list the app opens afterwards. */
export const submitTheCreation = () =>
  interaction(
    'create the campaign',
    onTheCreationForm({
      async viewModel(creation) {
        await creation.form.submitted();
        await creation.settled();
        const leaveTo = creation.form.leaveTo;
        if (leaveTo?.startsWith('/campaigns')) await creation.list.show(leaveTo);
      },
      async browser(creation) {
        await creation.page.getByRole('button', { name: 'Create Campaign' }).click();
        await creation.page.waitForURL((url) => url.pathname === '/campaigns');
        await creation.list.listShown();
      },
    }),
  );

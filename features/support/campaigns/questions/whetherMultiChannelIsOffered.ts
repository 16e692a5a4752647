import { question } from '../../questions/Question';
import { onTheCreationForm } from '../drivers';

/** Whether the creation form offers the multi-channel toggle. */
export const whetherMultiChannelIsOffered = () =>
  question(
    'whether multi-channel mode is offered',
    onTheCreationForm({
      async viewModel({ form }) {
        return form.showMultiChannelToggle;
      },
      async browser(creation) {
        return (await creation.multiChannel().count()) > 0;
      },
    }),
  );

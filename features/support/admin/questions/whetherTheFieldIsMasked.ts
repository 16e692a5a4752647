import { type ChannelValues, isMasked } from '../../../../src/ui/admin/channels/channel-config-form';
import type { EntityForm } from '../../../../src/ui/kit/form/EntityForm';
import { question } from '../../questions/Question';
import { onTheAdmin } from '../drivers';

/** Whether a field of the open channel form hides what is typed (a secret), by its label. */
export const whetherTheFieldIsMasked = (label: string) =>
  question(
    `whether the field ${label} is masked`,
    onTheAdmin({
      async viewModel(admin) {
        const channels = admin.dashboard.tab('channels');
        const form = channels.configs.collection.form as EntityForm<ChannelValues> | null;
        if (!form) throw new Error('No channel form is open');
        const type = channels.types.get().find((candidate) => candidate.id === form.values.typeId);
        const field = type?.fields.find((candidate) => candidate.label === label);
        if (!field) throw new Error(`The form has no field ${label}`);
        return isMasked(form, field.name);
      },
      async browser(admin) {
        const field = admin.dialog().getByLabel(new RegExp(`^${label}( \\*)?$`));
        return (await field.getAttribute('type')) === 'password';
      },
    }),
  );

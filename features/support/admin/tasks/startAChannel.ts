import { isMasked } from '../../../../src/ui/admin/channels/channel-config-form';
import { interaction } from '../../interactions/Interaction';
import { onTheAdmin } from '../drivers';

/** Starts a channel config of a type, without saving; the actor remembers which fields are masked. */
export const startAChannel = (type: string) =>
  interaction(
    `start a channel of the type ${type}`,
    onTheAdmin({
      async viewModel(admin, actor) {
        const channels = admin.dashboard.tab('channels');
        const chosen = channels.types.get().find((candidate) => candidate.name === type);
        const form = channels.addPressed();
        form.changed({ typeId: chosen?.id ?? '' });
        actor.remember(
          'channel masks',
          Object.fromEntries((chosen?.fields ?? []).map((f) => [f.label, isMasked(form, f.name)])),
        );
      },
      async browser(admin, actor) {
        await admin.opensDialog(admin.page.getByRole('button', { name: 'Add Channel' }));
        await admin.dialog().getByLabel('Channel Type').selectOption({ label: type });
        const masked: Record<string, boolean> = {};
        for (const input of await admin.dialog().locator('input[id^="channel-field-"]').all()) {
          const id = await input.getAttribute('id');
          const label = ((await admin.dialog().locator(`label[for="${id}"]`).textContent()) ?? '').replace(
            ' *',
            '',
          );
          masked[label] = (await input.getAttribute('type')) === 'password';
        }
        actor.remember('channel masks', masked);
      },
    }),
  );

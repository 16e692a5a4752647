import { dragSideways } from '../../abilities/drag';
import { interaction } from '../../interactions/Interaction';
import { onTheBriefcase } from '../drivers';

/** Further than any window: the panel stops at its limit (250 px, or 30% of the window). */
const AS_FAR_AS_IT_GOES = 1000;

/**
 * Drags the panel's left edge as far as it goes: to the left widens it, to the right narrows it
 * (the panel sits on the right of the chat).
 */
export const resizeTheBriefcase = (way: 'widen' | 'narrow') =>
  interaction(
    `${way} the briefcase as far as it goes`,
    onTheBriefcase({
      async viewModel(briefcase) {
        const vm = await briefcase.current();
        vm.panel.changed(vm.panel.width + (way === 'widen' ? AS_FAR_AS_IT_GOES : -AS_FAR_AS_IT_GOES));
      },
      async browser(briefcase) {
        const handle = briefcase.panel.getByRole('separator', { name: 'Resize briefcase' });
        await dragSideways(briefcase.page, handle, way === 'widen' ? -AS_FAR_AS_IT_GOES : AS_FAR_AS_IT_GOES);
      },
    }),
  );

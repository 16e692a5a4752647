import { describe, expect, it } from 'vitest';
import { failed, type Outcome, succeeded } from '../../core/use-cases/outcome';
import { ImpersonationBannerViewModel } from './ImpersonationBannerViewModel';

const banner = (...answers: Outcome[]) =>
  new ImpersonationBannerViewModel({ end: async () => answers.shift() ?? succeeded() });

describe('ImpersonationBannerViewModel', () => {
  it('keeps why the impersonation could not end, with the spec’s prefix', async () => {
    const vm = banner(failed('refused', 'You are not currently impersonating anyone.'));
    expect(await vm.endPressed()).toBe(false);
    expect(vm.problem).toBe('Failed to end impersonation: You are not currently impersonating anyone.');
  });

  it('forgets the last failure once ending works', async () => {
    const vm = banner(failed('unavailable', 'Network Error'), succeeded());
    await vm.endPressed();
    expect(await vm.endPressed()).toBe(true);
    expect(vm.problem).toBeNull();
  });
});

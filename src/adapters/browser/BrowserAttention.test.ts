import { describe, expect, it } from 'vitest';
import { BrowserAttention } from './BrowserAttention';

function notificationsAllowed(permission: NotificationPermission) {
  const shown: { title: string; body: string | undefined }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = async () => 'granted' as const;
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
    close() {}
  }
  return { shown, api: FakeNotification as unknown as typeof Notification };
}

describe('the browser’s attention', () => {
  it('shows a system notification only once the user allowed them', () => {
    const allowed = notificationsAllowed('granted');
    new BrowserAttention({ visibilityState: 'hidden' }, allowed.api, () => {}).notify({
      title: 'Fast track completed',
      body: 'Open Sidekick',
      tag: 'm-1',
    });
    expect(allowed.shown).toEqual([{ title: 'Fast track completed', body: 'Open Sidekick' }]);
    const refused = notificationsAllowed('denied');
    new BrowserAttention({ visibilityState: 'hidden' }, refused.api, () => {}).notify({
      title: 'Fast track completed',
      body: 'Open Sidekick',
      tag: 'm-1',
    });
    expect(refused.shown).toEqual([]);
  });

  it('says when the page is hidden, and that a browser without notifications offers none', async () => {
    const attention = new BrowserAttention({ visibilityState: 'hidden' }, undefined, () => {});
    expect(attention.pageHidden()).toBe(true);
    expect(attention.notificationPermission()).toBe('unsupported');
    expect(await attention.askNotificationPermission()).toBe('unsupported');
    expect(new BrowserAttention({ visibilityState: 'visible' }, undefined, () => {}).pageHidden()).toBe(
      false,
    );
  });
});

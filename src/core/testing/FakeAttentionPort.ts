import type { AttentionPort, NotificationPermission } from '../ports/AttentionPort';

/** AttentionPort without a browser: the test hides the page and answers the permission prompt. */
export class FakeAttentionPort implements AttentionPort {
  hidden = false;
  permission: NotificationPermission = 'default';
  /** What the user answers when asked. */
  answer: NotificationPermission = 'granted';
  asked = 0;
  readonly shown: { title: string; body: string; tag: string }[] = [];

  pageHidden(): boolean {
    return this.hidden;
  }

  notificationPermission(): NotificationPermission {
    return this.permission;
  }

  async askNotificationPermission(): Promise<NotificationPermission> {
    this.asked += 1;
    this.permission = this.answer;
    return this.permission;
  }

  notify(notification: { title: string; body: string; tag: string }): void {
    if (this.permission === 'granted') this.shown.push({ ...notification });
  }
}

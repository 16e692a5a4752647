import type { AttentionPort, NotificationPermission } from '../../core/ports/AttentionPort';

/**
 * AttentionPort over the page's document and the Notification API, which some browsers lack
 * (`notifications` undefined): then nothing is ever offered or shown.
 */
export class BrowserAttention implements AttentionPort {
  constructor(
    private readonly doc: Pick<Document, 'visibilityState'>,
    private readonly notifications: typeof Notification | undefined,
    private readonly bringBack: () => void,
  ) {}

  pageHidden(): boolean {
    return this.doc.visibilityState === 'hidden';
  }

  notificationPermission(): NotificationPermission {
    return this.notifications?.permission ?? 'unsupported';
  }

  async askNotificationPermission(): Promise<NotificationPermission> {
    return this.notifications ? this.notifications.requestPermission() : 'unsupported';
  }

  notify({ title, body, tag }: { title: string; body: string; tag: string }): void {
    const api = this.notifications;
    if (api?.permission !== 'granted') return;
    const notification = new api(title, { body, tag });
    notification.onclick = () => {
      this.bringBack();
      notification.close();
    };
  }
}

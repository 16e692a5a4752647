/** Whether the user may be shown system notifications: the browser's word for it, or none at all. */
export type NotificationPermission = 'granted' | 'denied' | 'default' | 'unsupported';

/**
 * Reaching the user when they are not looking at the page (issue 31): whether the page is hidden
 * (another tab, a minimised window) and the system notifications they allowed. A port because the
 * view models run in Node too (Gherkin), where there is no document and no Notification.
 */
export interface AttentionPort {
  /** The page is not visible now. */
  pageHidden(): boolean;
  /** What the user answered so far; 'default' when never asked. */
  notificationPermission(): NotificationPermission;
  /** Asks the user (only from a control they pressed: browsers refuse it otherwise); answers their choice. */
  askNotificationPermission(): Promise<NotificationPermission>;
  /** Shows a system notification; does nothing unless permission is 'granted'. A click brings the page back. */
  notify(notification: { title: string; body: string; tag: string }): void;
}

export const AttentionPort = Symbol.for('AttentionPort');

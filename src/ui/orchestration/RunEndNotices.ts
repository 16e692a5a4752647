import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import type { AttentionPort, NotificationPermission } from '../../core/ports/AttentionPort';
import type { FollowRuns, RunEnded } from '../../core/use-cases/orchestration/FollowRuns';
import { runEndedText } from './run-end-words';

/** A run's end the user has not seen yet: what it says and where the run is. */
export interface RunEndNotice {
  id: string;
  text: string;
  /** The run's chat. */
  href: string;
}

/** The tab's title when no run's end is waiting to be seen. */
const TAB_TITLE = 'Sidekick';

/** The run panel's button that asks for system notifications. */
export const NOTIFY_ME = 'Notify me when runs end';

/** What the system notification says besides the notice's words. */
export const NOTIFICATION_BODY = 'Open Sidekick to see the run.';

/**
 * The ends of the user's runs they did not see (issue 31): a run that ended while its chat was
 * not on screen or the page was hidden gets a notice, which stays until dismissed or followed;
 * the tab's title counts them; a hidden page also shows a system notification when the user
 * allowed them, which they are offered to do from a button, never on load.
 */
export class RunEndNotices {
  notices: RunEndNotice[] = [];
  permission: NotificationPermission;

  constructor(
    private readonly follow: Pick<FollowRuns, 'onEnded' | 'forgetAll'>,
    private readonly attention: AttentionPort,
    /** Whether nobody is signed in: the runs followed and their notices were the previous user's. */
    signedOut: () => boolean = () => false,
  ) {
    this.permission = attention.notificationPermission();
    makeObservable<RunEndNotices, 'runEnded' | 'permissionAnswered' | 'forgotten'>(this, {
      notices: observableRef,
      permission: observable,
      unseenCount: computed,
      tabTitle: computed,
      offersNotifications: computed,
      dismissed: action,
      runEnded: action,
      permissionAnswered: action,
      forgotten: action,
    });
    follow.onEnded((end) => this.runEnded(end));
    reaction(signedOut, (out) => {
      if (out) this.forgotten();
    });
  }

  get unseenCount(): number {
    return this.notices.length;
  }

  /** The tab's title: the unseen ends counted before it, "(2) Sidekick". */
  get tabTitle(): string {
    return this.unseenCount > 0 ? `(${this.unseenCount}) ${TAB_TITLE}` : TAB_TITLE;
  }

  /** The button that asks for system notifications shows until the user has answered. */
  get offersNotifications(): boolean {
    return this.permission === 'default';
  }

  async notificationsAsked(): Promise<void> {
    this.permissionAnswered(await this.attention.askNotificationPermission());
  }

  /** Dismissed, or its link followed: the end counts as seen. */
  dismissed(id: string): void {
    this.notices = this.notices.filter((notice) => notice.id !== id);
  }

  private forgotten(): void {
    this.follow.forgetAll();
    this.notices = [];
  }

  private permissionAnswered(permission: NotificationPermission): void {
    this.permission = permission;
  }

  private runEnded(end: RunEnded): void {
    const hidden = this.attention.pageHidden();
    if (end.seen && !hidden) return;
    const text = runEndedText(end);
    const { chatId, messageId } = end.target;
    this.notices = [
      ...this.notices.filter((notice) => notice.id !== messageId),
      { id: messageId, text, href: `/?chat=${encodeURIComponent(chatId)}` },
    ];
    if (hidden) this.attention.notify({ title: text, body: NOTIFICATION_BODY, tag: messageId });
  }
}

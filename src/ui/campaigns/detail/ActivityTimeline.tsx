import { observer } from 'mobx-react-lite';
import { ACTIVITY_TEXT_LIMIT, activityBadge } from '../../../core/domain/campaigns/activity';
import { truncate } from '../../../core/domain/format/truncate';
import common from '../common/Campaigns.module.css';
import type { CampaignDetailViewModel } from './CampaignDetailViewModel';
import styles from './Detail.module.css';

/** The activity timeline (spec 2 §2.6): badge, type, who and when, text cut at 100 characters. */
export const ActivityTimeline = observer(function ActivityTimeline({ vm }: { vm: CampaignDetailViewModel }) {
  return (
    <section className={common.card} aria-label="Activity">
      <h2>Activity</h2>
      {vm.texts.activityNotice ? (
        <p className={common.notice}>{vm.texts.activityNotice}</p>
      ) : (
        <ol className={styles.timeline}>
          {vm.messages.map((message) => (
            <li key={message.messageId}>
              <div className={styles.meta}>
                <span className={common.badge}>{activityBadge(message)}</span>
                <span>{message.type}</span>
                <span>{message.createdByName ?? ''}</span>
                <span>{vm.timeText(message.timestamp)}</span>
              </div>
              <p title={message.content}>{truncate(message.content ?? '', ACTIVITY_TEXT_LIMIT)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});

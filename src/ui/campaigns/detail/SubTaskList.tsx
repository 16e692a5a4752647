import { observer } from 'mobx-react-lite';
import type { CampaignDetailViewModel } from './CampaignDetailViewModel';
import styles from './Detail.module.css';

/** Spec 2 §4.3's sub-tasks of the run: what has been done with the campaign's inputs so far. */
export const SubTaskList = observer(function SubTaskList({ vm }: { vm: CampaignDetailViewModel }) {
  const tasks = vm.runView.subTasks;
  if (tasks.length === 0) return null;
  return (
    <div>
      <h3 id="campaign-sub-tasks" className={styles.subTasksTitle}>
        Sub-tasks
      </h3>
      <ul className={styles.subTasks} aria-labelledby="campaign-sub-tasks">
        {tasks.map((task) => (
          <li key={task.key} data-state={task.state}>
            <span>{task.label}</span>
            <span className={styles.subTaskState}>{task.stateText}</span>
          </li>
        ))}
      </ul>
    </div>
  );
});

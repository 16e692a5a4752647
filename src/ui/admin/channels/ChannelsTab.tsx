import { observer } from 'mobx-react-lite';
import styles from '../common/Admin.module.css';
import { AdminSectionView } from '../common/AdminSectionView';
import type { ChannelsTabViewModel } from './channels.resource';

/** The Channel Config tab (spec 3 §2): the configs, then which accounts have them. */
export const ChannelsTab = observer(function ChannelsTab({ vm }: { vm: ChannelsTabViewModel }) {
  return (
    <>
      <AdminSectionView section={vm.configs} />
      <div className={styles.section}>
        <AdminSectionView section={vm.assignments} />
      </div>
    </>
  );
});

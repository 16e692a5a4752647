import { observer } from 'mobx-react-lite';
import { windowEffects } from '../../chat/result-actions/windowEffects';
import kit from '../../kit/Kit.module.css';
import { ErrorLine, NoticeLine } from '../../kit/list/LoadState';
import styles from '../common/Admin.module.css';
import type { DataExportViewModel } from './DataExportViewModel';

const save = (fileName: string, contents: string) =>
  windowEffects.download(fileName, contents, 'application/json');

/** The Data Export card (spec 3 §2). */
export const DataExportTab = observer(function DataExportTab({ vm }: { vm: DataExportViewModel }) {
  return (
    <section className={styles.card} aria-labelledby="export-heading">
      <h2 id="export-heading">Data Export</h2>
      <p>Export the audience data as a JSON file. The file name carries the time of the export.</p>
      <button
        type="button"
        className={kit.primary}
        disabled={vm.exporting}
        aria-busy={vm.exporting || undefined}
        onClick={() => void vm.exportClicked(save)}
      >
        {vm.exporting ? 'Exporting...' : 'Export Audience Data'}
      </button>
      <ErrorLine text={vm.error} />
      <NoticeLine
        text={vm.lastExport && `Saved ${vm.lastExport.fileName} (${vm.lastExport.totalRecords} records).`}
      />
    </section>
  );
});

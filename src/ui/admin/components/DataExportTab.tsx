import { observer } from 'mobx-react-lite';
import { windowEffects } from '../../chat/result-actions/windowEffects';
import type { DataExportViewModel } from '../tabs/DataExportViewModel';
import styles from './Admin.module.css';
import { ErrorText } from './LoadState';

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
        className={styles.primary}
        disabled={vm.exporting}
        aria-busy={vm.exporting || undefined}
        onClick={() => void vm.exportClicked(save)}
      >
        {vm.exporting ? 'Exporting...' : 'Export Audience Data'}
      </button>
      <ErrorText text={vm.error} />
      {vm.lastExport && (
        <p role="status" className={styles.notice}>
          Saved {vm.lastExport.fileName} ({vm.lastExport.totalRecords} records).
        </p>
      )}
    </section>
  );
});

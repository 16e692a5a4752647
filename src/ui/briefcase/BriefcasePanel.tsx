import * as Tabs from '@radix-ui/react-tabs';
import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef } from 'react';
import { BRIEFCASE_WIDTH, type BriefcaseTab } from '../../core/domain/briefcase';
import { ResizeHandle } from '../layout/ResizeHandle';
import styles from './BriefcasePanel.module.css';
import type { BriefcaseViewModel } from './BriefcaseViewModel';
import { FileList } from './FileList';
import { useBriefcaseSheet } from './useBriefcaseSheet';
import { useOpenFile } from './useOpenFile';

/** Keeps the panel's widest width at 30% of the window as the window resizes. */
function useWindowWidth(vm: BriefcaseViewModel): void {
  useLayoutEffect(() => {
    const measure = () => vm.panel.windowResized(window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [vm]);
}

/**
 * The briefcase side panel (spec 1 §2): every file of the open chat in two searchable tabs.
 * The chat owns whether it is open; users who may not send messages never see it (spec 1 §6).
 */
export const BriefcasePanel = observer(function BriefcasePanel({
  vm,
  onClose,
  open = true,
}: {
  vm: BriefcaseViewModel;
  onClose: () => void;
  open?: boolean;
}) {
  useWindowWidth(vm);
  const openFile = useOpenFile(vm);
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const shown = open && vm.canUse;
  useBriefcaseSheet(shown, panel, closeButton, onClose);
  if (!shown) return null;
  return (
    <aside ref={panel} className={styles.panel} style={{ width: vm.panel.width }} aria-label="Briefcase">
      <ResizeHandle
        label="Resize briefcase"
        rule={BRIEFCASE_WIDTH}
        width={vm.panel.width}
        windowWidth={vm.panel.windowWidth}
        onResize={(width) => vm.panel.changed(width)}
      />
      <header className={styles.header}>
        <h2 className={styles.title}>Briefcase</h2>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label="Close briefcase"
          onClick={onClose}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </header>
      <input
        type="search"
        className={styles.search}
        placeholder="Search files..."
        aria-label="Search files"
        value={vm.query}
        onChange={(event) => vm.searchTyped(event.target.value)}
      />
      {vm.error && (
        <div className={styles.error} role="alert">
          <p>{vm.error}</p>
          <button type="button" className={styles.dismiss} onClick={() => vm.errorDismissed()}>
            Dismiss
          </button>
        </div>
      )}
      <Tabs.Root
        className={styles.tabs}
        value={vm.activeTab}
        onValueChange={(tab) => vm.tabChosen(tab as BriefcaseTab)}
      >
        <Tabs.List className={styles.tabList} aria-label="Briefcase files">
          <Tabs.Trigger value="workflow" className={styles.tab}>
            Workflow <Badge count={vm.files.workflowCount} />
          </Tabs.Trigger>
          <Tabs.Trigger value="uploaded" className={styles.tab}>
            Uploaded <Badge count={vm.files.uploadedCount} />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="workflow" className={styles.tabContent}>
          {vm.files.workflowEmptyText ? (
            <p className={styles.empty}>{vm.files.workflowEmptyText}</p>
          ) : (
            <FileList vm={vm} rows={vm.files.workflowRows} label="Generated files" onOpen={openFile} />
          )}
        </Tabs.Content>
        <Tabs.Content value="uploaded" className={styles.tabContent}>
          {vm.files.uploadedEmptyText ? (
            <p className={styles.empty}>{vm.files.uploadedEmptyText}</p>
          ) : (
            <FileList vm={vm} rows={vm.files.uploadedRows} label="Uploaded files" onOpen={openFile} />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </aside>
  );
});

function Badge({ count }: { count: number }) {
  return <span className={styles.badge}>{count}</span>;
}

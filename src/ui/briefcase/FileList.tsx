import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronRight } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { BriefcaseViewModel } from './BriefcaseViewModel';
import { FileItem } from './FileItem';
import styles from './FileList.module.css';
import type { BriefcaseRow } from './rows';

const ESTIMATED_HEIGHT: Record<BriefcaseRow['kind'], number> = { section: 36, 'section-empty': 32, file: 84 };
/** Used until the list is measured (and in test DOMs that measure nothing). */
const INITIAL_VIEW = { width: 300, height: 600 };

/**
 * A tab's rows, virtualised: a briefcase may hold thousands of files, only the visible ones
 * (and a few around them) are in the page.
 */
export const FileList = observer(function FileList({
  vm,
  rows,
  label,
  onOpen,
}: {
  vm: BriefcaseViewModel;
  rows: readonly BriefcaseRow[];
  label: string;
  onOpen: (fileId: string) => void;
}) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => ESTIMATED_HEIGHT[rows[index]?.kind ?? 'file'],
    getItemKey: (index) => rows[index]?.key ?? index,
    initialRect: INITIAL_VIEW,
    overscan: 6,
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section ref={scroller} className={styles.scroller} aria-label={label} tabIndex={0}>
      <div className={styles.canvas} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <Row vm={vm} row={row} onOpen={onOpen} />
            </div>
          );
        })}
      </div>
    </section>
  );
});

function Row({
  vm,
  row,
  onOpen,
}: {
  vm: BriefcaseViewModel;
  row: BriefcaseRow;
  onOpen: (fileId: string) => void;
}) {
  if (row.kind === 'file') return <FileItem vm={vm} file={row.file} onOpen={onOpen} />;
  if (row.kind === 'section-empty') return <p className={styles.sectionEmpty}>{row.text}</p>;
  return (
    <h3 className={styles.sectionHeading}>
      <button
        type="button"
        className={styles.sectionToggle}
        aria-expanded={!row.collapsed}
        onClick={() => vm.sectionToggled(row.section)}
      >
        <ChevronRight size={14} className={styles.chevron} aria-hidden="true" />
        {row.section}{' '}
        <span className={styles.count}>
          {row.count}
          <span className="visually-hidden"> files</span>
        </span>
      </button>
    </h3>
  );
}

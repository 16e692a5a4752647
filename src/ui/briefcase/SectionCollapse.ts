import { action, compareStructural, makeObservable, observableRef, reaction } from 'mobx';
import {
  type BriefcaseSection,
  collapsedAfterChange,
  initialCollapsed,
  type SectionCounts,
  toggleSection,
} from '../../core/domain/briefcase';

/**
 * Which Workflow sections are folded (spec 1 §4): empty ones start folded, a section opens with
 * its first file and folds when it empties, otherwise the user's choice stands. Followed only
 * while the panel shows: building the file lists of a 10,000-message history would delay its
 * first paint. On showing again, the folding catches up with what changed meanwhile.
 */
export class SectionCollapse {
  collapsed: ReadonlySet<BriefcaseSection>;
  /** The sections' file counts when the panel last showed them. */
  private shownCounts: SectionCounts;

  constructor(
    private readonly counts: () => SectionCounts,
    private readonly isShown: () => boolean,
  ) {
    this.shownCounts = counts();
    this.collapsed = initialCollapsed(this.shownCounts);
    makeObservable<SectionCollapse, 'countsChanged'>(this, {
      collapsed: observableRef,
      toggled: action,
      reset: action,
      countsChanged: action,
    });
  }

  /** Starts following the counts; answers the function that stops it. */
  follow(): () => void {
    return reaction(
      () => (this.isShown() ? this.counts() : null),
      (after) => {
        if (after) this.countsChanged(after);
      },
      { equals: compareStructural },
    );
  }

  toggled(section: BriefcaseSection): void {
    this.collapsed = toggleSection(this.collapsed, section);
  }

  /** A fresh briefcase: empty sections folded, the others open. */
  reset(): void {
    this.shownCounts = this.counts();
    this.collapsed = initialCollapsed(this.shownCounts);
  }

  private countsChanged(after: SectionCounts): void {
    this.collapsed = collapsedAfterChange(this.collapsed, this.shownCounts, after);
    this.shownCounts = after;
  }
}

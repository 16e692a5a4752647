import { when } from 'mobx';
import { useEffect, useState } from 'react';
import type { BriefcaseViewModel } from '../briefcase/BriefcaseViewModel';
import { useBriefcaseLoader } from '../briefcase/briefcase-feature';
import type { ChatWorkspaceViewModel } from '../chat/workspace/ChatWorkspaceViewModel';

/**
 * The workspace's briefcase: created the first time its panel opens (its code loads then, not
 * with the chat) and disposed with the screen; null before. A briefcase that was never open has
 * nothing to keep, so the events that close and reset it need no view model until then.
 */
export function useBriefcase(workspace: ChatWorkspaceViewModel): BriefcaseViewModel | null {
  const loadBriefcase = useBriefcaseLoader();
  const [briefcase, setBriefcase] = useState<BriefcaseViewModel | null>(null);
  useEffect(() => {
    let live = true;
    let created: BriefcaseViewModel | null = null;
    const stop = when(
      () => workspace.briefcaseOpen,
      () => {
        // The panel's code (ChatHome's lazy BriefcasePanel) loads side by side with the view model's.
        Promise.all([loadBriefcase(), import('../briefcase/BriefcasePanel')])
          .then(([create]) => {
            if (!live) return;
            created = create(workspace);
            setBriefcase(created);
          })
          .catch((error: unknown) => console.error('The briefcase could not be loaded', error));
      },
    );
    return () => {
      live = false;
      stop();
      created?.dispose();
    };
  }, [loadBriefcase, workspace]);
  return briefcase;
}

import { useCallback } from 'react';
import { isWebAddress } from '../../core/domain/web-address';
import type { BriefcaseViewModel } from './BriefcaseViewModel';

/**
 * Opens a file in a new tab, after the view model renewed its link if it had expired. The tab is
 * opened at once, while the click still counts as the user's, and pointed at the file once the
 * address is known; it closes again if there is nothing to show.
 */
export function useOpenFile(vm: BriefcaseViewModel): (fileId: string) => void {
  return useCallback(
    (fileId: string) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      void vm.fileOpenRequested(fileId).then((url) => {
        const address = url && isWebAddress(url) ? url : null;
        if (tab && address) tab.location.href = address;
        else if (tab) tab.close();
        else if (address) window.open(address, '_blank', 'noopener,noreferrer');
      });
    },
    [vm],
  );
}

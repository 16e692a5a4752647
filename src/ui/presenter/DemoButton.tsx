import { lazy, Suspense, useState } from 'react';
import { usePresenter } from './presenter-feature';

// The panel's code loads with its first opening, in one chunk with its view model (signedIn.module.ts):
// the sidebars are in the first load of `/`.
const PresenterPanel = lazy(() => import(/* webpackChunkName: "presenter" */ './PresenterPanel'));

/**
 * The sidebars' Demo button (issue 29): only against a demo backend; opens the presenter's panel.
 * Its word is written here, not taken from the panel's texts, which load with the panel.
 */
export function DemoButton({ className }: { className?: string }) {
  const loadPresenter = usePresenter();
  const [open, setOpen] = useState(false);
  if (!loadPresenter) return null;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Demo
      </button>
      {open && (
        <Suspense>
          <PresenterPanel load={loadPresenter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

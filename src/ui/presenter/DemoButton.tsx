import { lazy, type ReactNode, Suspense, useState } from 'react';
import { usePresenter } from './presenter-feature';
import { PRESENTER_TEXTS } from './presenter-texts';

// The panel's code loads with its first opening: the sidebars are in the first load of `/`.
const PresenterPanel = lazy(() => import('./PresenterPanel'));

/** The sidebars' Demo button (issue 29): only against a demo backend; opens the presenter's panel. */
export function DemoButton({ className, children }: { className?: string; children: ReactNode }) {
  const loadPresenter = usePresenter();
  const [open, setOpen] = useState(false);
  if (!loadPresenter) return null;
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-label={PRESENTER_TEXTS.button}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PresenterPanel load={loadPresenter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

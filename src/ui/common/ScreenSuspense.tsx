import { type ReactNode, Suspense } from 'react';
import styles from './StatusScreens.module.css';

/** A lazy screen inside the signed-in frame: while its code loads, the frame stays and says so. */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className={styles.centered} role="status">
          Loading...
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

import type { ScreenshotsModel } from './screenshots-model';
import styles from './views.module.css';

/** The screenshot builder's images of the ads as placed, each with where it is shown. */
export default function ScreenshotsView({ model }: { model: ScreenshotsModel }) {
  return (
    <section className={styles.view} aria-label="Screenshots">
      <h3 className={styles.title}>Screenshots</h3>
      {model.summary && <p className={styles.summary}>{model.summary}</p>}
      <ul className={styles.gallery}>
        {model.shots.map((shot) => (
          <li key={shot.fileName || shot.placement}>
            <figure className={styles.shot}>
              {shot.imageUrl ? (
                <a href={shot.imageUrl} target="_blank" rel="noopener noreferrer">
                  <img src={shot.imageUrl} alt={`Screenshot: ${shot.placement}`} loading="lazy" />
                </a>
              ) : (
                <p className={styles.muted} role="status">
                  Preparing the image…
                </p>
              )}
              <figcaption>
                <span className={styles.strong}>{shot.placement}</span>
                {shot.details && <span className={styles.detail}>{shot.details}</span>}
                {shot.creative && <span className={styles.detail}>{shot.creative}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

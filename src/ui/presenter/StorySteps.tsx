import { observer } from 'mobx-react-lite';
import { SAMPLE_FILES } from '../../core/domain/demo/samples';
import { STORY } from '../../core/domain/demo/story';
import kit from '../kit/Kit.module.css';
import styles from './PresenterPanel.module.css';
import type { PresenterViewModel } from './PresenterViewModel';
import { PRESENTER_TEXTS as T } from './presenter-texts';

/** The demo's steps in order: the current one with what to say, its sample file and "Do it for me". */
export const StorySteps = observer(function StorySteps({ presenter }: { presenter: PresenterViewModel }) {
  const current = presenter.step;
  const reached = presenter.story?.reached ?? [];
  return (
    <section aria-labelledby="presenter-story">
      <h3 id="presenter-story">{T.story}</h3>
      {presenter.story ? <p>{presenter.story.chatName}</p> : <p>{T.noChat}</p>}
      <ol className={styles.story}>
        {STORY.map((step) => {
          const isCurrent = step.id === current?.id;
          const sample = step.sample ? SAMPLE_FILES[step.sample] : null;
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? 'step' : undefined}
              className={reached.includes(step.id) ? styles.done : undefined}
            >
              <strong>{step.title}</strong>
              {isCurrent && (
                <div className={styles.step}>
                  <p>{step.say}</p>
                  {sample && (
                    <p>
                      Drag <code>{sample.name}</code> ({sample.where}) into the chat.
                    </p>
                  )}
                  {step.message && presenter.story && (
                    <button
                      type="button"
                      className={kit.primary}
                      disabled={presenter.busy !== null}
                      onClick={() => void presenter.doItChosen()}
                    >
                      {T.doIt}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {presenter.story && !current && <p>{T.told}</p>}
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { SAMPLE_TITLES, type SampleKind } from '../../core/domain/demo/samples';
import { STORY } from '../../core/domain/demo/story';
import { browserDownloads } from '../campaigns/detail/download-effects';
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
                  {step.sample && <SampleDownload presenter={presenter} kind={step.sample} />}
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

/** The step's sample file, made for the prospect: downloaded, for the presenter to drag into the chat. */
const SampleDownload = observer(function SampleDownload({
  presenter,
  kind,
}: {
  presenter: PresenterViewModel;
  kind: SampleKind;
}) {
  const download = async () => {
    const sample = await presenter.sampleChosen(kind);
    if (sample) browserDownloads.saveFile(sample.data, sample.name);
  };
  return (
    <p>
      <button
        type="button"
        className={kit.button}
        disabled={presenter.busy !== null}
        onClick={() => void download()}
      >
        Download {SAMPLE_TITLES[kind]}
      </button>{' '}
      and drag it into the chat.
    </p>
  );
});

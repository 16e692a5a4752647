import * as Dialog from '@radix-ui/react-dialog';
import { observer } from 'mobx-react-lite';
import { use, useEffect } from 'react';
import { FAULT_RATES, faultLabel, RUN_SPEEDS, speedLabel } from '../../core/domain/demo/demo-settings';
import kit from '../kit/Kit.module.css';
import styles from './PresenterPanel.module.css';
import type { PresenterViewModel } from './PresenterViewModel';
import { ProspectFields } from './ProspectFields';
import { PRESENTER_TEXTS as T } from './presenter-texts';
import { StorySteps } from './StorySteps';

interface PanelProps {
  load: () => Promise<PresenterViewModel>;
  onClose(): void;
}

/**
 * The presenter's side sheet (issue 29): the packs, the prospect, run speed and faults, the story.
 * Not modal: the presenter keeps it open while the app works, and the story follows the chat.
 */
const PresenterPanel = observer(function PresenterPanel({ load, onClose }: PanelProps) {
  const presenter = use(load());
  useEffect(() => {
    void presenter.opened();
    return () => presenter.closed();
  }, [presenter]);
  const busy = presenter.busy !== null;
  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <header className={styles.header}>
            <Dialog.Title asChild>
              <h2>{T.title}</h2>
            </Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={kit.button}>
                Close
              </button>
            </Dialog.Close>
          </header>
          {presenter.error && (
            <p role="alert" className={kit.error}>
              {presenter.error}
            </p>
          )}
          <section aria-labelledby="presenter-packs">
            <h3 id="presenter-packs">{T.packs}</h3>
            <ul className={styles.packs}>
              {presenter.packs.map((pack) => (
                <li key={pack.id}>
                  <button
                    type="button"
                    className={pack.id === presenter.current ? kit.primary : kit.button}
                    aria-current={pack.id === presenter.current || undefined}
                    aria-busy={presenter.busy === pack.id || undefined}
                    disabled={busy}
                    onClick={() => void presenter.packChosen(pack.id)}
                  >
                    {pack.name}
                  </button>
                  <span>{pack.description}</span>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={kit.button}
              disabled={busy || !presenter.current}
              onClick={() => void presenter.resetChosen()}
            >
              {T.reset}
            </button>
          </section>
          <ProspectFields form={presenter.prospect} />
          <section aria-label={`${T.speed} and ${T.faults.toLowerCase()}`} className={styles.settings}>
            <fieldset>
              <legend>{T.speed}</legend>
              {RUN_SPEEDS.map((speed) => (
                <label key={speed}>
                  <input
                    type="radio"
                    name="presenter-speed"
                    checked={presenter.settings?.speed === speed}
                    disabled={busy}
                    onChange={() => void presenter.speedChosen(speed)}
                  />
                  {speedLabel(speed)}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>{T.faults}</legend>
              {FAULT_RATES.map((rate) => (
                <label key={rate}>
                  <input
                    type="radio"
                    name="presenter-faults"
                    checked={presenter.settings?.faults === rate}
                    disabled={busy}
                    onChange={() => void presenter.faultsChosen(rate)}
                  />
                  {faultLabel(rate)}
                </label>
              ))}
            </fieldset>
          </section>
          <StorySteps presenter={presenter} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});

export default PresenterPanel;

import * as Switch from '@radix-ui/react-switch';
import { observer } from 'mobx-react-lite';
import { destinationLabel } from '../../../core/domain/campaigns/destinations';
import { Options } from '../../kit/form/Options';
import kit from '../../kit/Kit.module.css';
import styles from './CreateCampaign.module.css';
import type { CreateCampaignViewModel } from './CreateCampaignViewModel';

/** Destination choice: one, or several in multi-channel mode, and the platform ids they need. */
export const DestinationFields = observer(function DestinationFields({
  vm,
}: {
  vm: CreateCampaignViewModel;
}) {
  return (
    <>
      {vm.showMultiChannelToggle && (
        <div className={styles.row}>
          <Switch.Root
            id="multi-channel"
            className={styles.switch}
            checked={vm.multiChannel}
            onCheckedChange={(on) => vm.multiChannelToggled(on)}
          >
            <Switch.Thumb className={styles.thumb} />
          </Switch.Root>
          <label htmlFor="multi-channel">Multi-channel</label>
        </div>
      )}
      {vm.multiChannel ? (
        <fieldset className={styles.destinations}>
          <legend className={styles.legend}>Destinations</legend>
          {vm.availableDestinations.map((id) => (
            <label key={id}>
              <input
                type="checkbox"
                checked={vm.destinations.includes(id)}
                onChange={(event) => vm.destinationToggled(id, event.target.checked)}
              />{' '}
              {destinationLabel(id)}
            </label>
          ))}
        </fieldset>
      ) : (
        <div className={styles.field}>
          <label htmlFor="destination">Destination</label>
          <select
            id="destination"
            className={kit.input}
            value={vm.destination}
            onChange={(event) => vm.destinationChosen(event.target.value)}
          >
            <Options
              blank="Select a destination"
              items={vm.availableDestinations}
              toValue={(id) => id}
              toLabel={destinationLabel}
            />
          </select>
        </div>
      )}
      {vm.idFields.map((rule) => (
        <div className={styles.field} key={rule.field}>
          <label htmlFor={rule.field}>{rule.label}</label>
          <input
            id={rule.field}
            className={kit.input}
            value={vm.ids[rule.field]}
            onChange={(event) => vm.idTyped(rule.field, event.target.value)}
          />
        </div>
      ))}
    </>
  );
});

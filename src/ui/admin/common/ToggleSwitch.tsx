import * as Switch from '@radix-ui/react-switch';
import switchStyles from './Switch.module.css';

/** An on/off cell of an admin table (Channel Config's assignments); its own chunk, loaded with the first toggle shown. */
export default function ToggleSwitch({
  on,
  label,
  toggled,
}: {
  on: boolean;
  label: string;
  toggled(): void;
}) {
  return (
    <Switch.Root className={switchStyles.root} checked={on} aria-label={label} onCheckedChange={toggled}>
      <Switch.Thumb className={switchStyles.thumb} />
    </Switch.Root>
  );
}

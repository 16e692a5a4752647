import { DEVICES, type Device } from '../devices';
import { onScreen } from '../on-a-screen';

/** The page takes the device's screen size (the scenario's browser window is a laptop's otherwise). */
export const holdADevice = (device: Device) =>
  onScreen(`hold a ${device}`, async (app) => {
    await app.page.setViewportSize(DEVICES[device]);
  });

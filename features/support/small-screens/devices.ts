/** The two screens of issue 34: a tablet upright and a phone, in CSS pixels. */
export const DEVICES = {
  'tablet (820 × 1180)': { width: 820, height: 1180 },
  'phone (390 × 844)': { width: 390, height: 844 },
} as const;

export type Device = keyof typeof DEVICES;

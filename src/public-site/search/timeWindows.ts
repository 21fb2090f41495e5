/** Parts of the day offered as departure and arrival filters, in the airport's local time. */
export const TIME_WINDOWS = {
  early: { from: '00:00', to: '05:59' },
  morning: { from: '06:00', to: '11:59' },
  afternoon: { from: '12:00', to: '17:59' },
  evening: { from: '18:00', to: '23:59' },
} as const;

export type TimeWindowKey = keyof typeof TIME_WINDOWS;
export const TIME_WINDOW_KEYS = Object.keys(TIME_WINDOWS) as TimeWindowKey[];

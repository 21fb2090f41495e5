import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../catalogue';
import { LocaleProvider } from '../../../i18n/LocaleProvider';
import { CODE_REQUEST_DELAY_MS, RESEND_COOLDOWN_S } from '../../constants';
import { CodeEntry } from './CodeEntry';

afterEach(() => {
  vi.useRealTimers();
});

/** Time moves only when the test says so (DESIGN 14: no real sleeps, no wall-clock asserts). */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('code entry (spec §4)', () => {
  it('requests the code ~500 ms after it mounts, once, then counts down the resend wait', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve());
    render(
      <LocaleProvider initialLocale="en">
        <CodeEntry target="+84 0912345678" send={send} verify={() => Promise.resolve({})} />
      </LocaleProvider>,
    );
    await advance(CODE_REQUEST_DELAY_MS - 10);
    expect(send).not.toHaveBeenCalled();
    await advance(10);
    expect(send).toHaveBeenCalledTimes(1);
    const resend = screen.getByRole('button', { name: `Resend code in ${RESEND_COOLDOWN_S} s` });
    expect(resend).toBeDisabled();
    await advance(1_000);
    expect(resend).toHaveAccessibleName(`Resend code in ${RESEND_COOLDOWN_S - 1} s`);
    // Each second is a timer set by the render the previous second caused.
    for (let s = RESEND_COOLDOWN_S - 1; s > 0; s--) await advance(1_000);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

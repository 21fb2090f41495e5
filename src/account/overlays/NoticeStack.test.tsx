import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../catalogue';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { dialogStore } from '../store/dialogStore';
import { pushNotice } from '../store/noticeStore';
import { NoticeStack } from './NoticeStack';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function show(kind: Parameters<typeof pushNotice>[0]) {
  render(
    <LocaleProvider initialLocale="en">
      <NoticeStack />
    </LocaleProvider>,
  );
  act(() => pushNotice(kind));
}

describe('account toasts (spec §2, §8)', () => {
  it.each([
    ['created', 'Create successful!'],
    ['passwordChanged', 'Password changed successfully!'],
    ['passwordUpdated', 'Password updated successful'],
  ] as const)('%s hides after 5000 ms', (kind, text) => {
    show(kind);
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(text)).toBeNull();
  });

  it('the security toast stays until closed; Learn more opens create-password', () => {
    show('security');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Improve your account security')).toBeInTheDocument();
    expect(screen.getByText('By creating password')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Learn more' }).click());
    expect(dialogStore.get()).toMatchObject({ open: true, step: 'create-password' });
    expect(screen.queryByText('Improve your account security')).toBeNull();
  });

  it('the security toast has a close button', () => {
    show('security');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Improve your account security')).toBeNull();
  });

  it('the session-expired notice has its title and message', () => {
    show('expired');
    expect(screen.getByText('Session timed out!')).toBeInTheDocument();
    expect(
      screen.getByText('For your security, please sign back in to continue.'),
    ).toBeInTheDocument();
  });

  it('sits 16 px below the header, never over its controls', () => {
    const header = document.createElement('header');
    header.getBoundingClientRect = () => ({ bottom: 112 }) as DOMRect; // toolbar + acting banner
    document.body.append(header);
    try {
      show('created');
      const stack = screen.getByRole('alert').parentElement!;
      expect(stack).toHaveStyle({ position: 'fixed', top: '128px' });
    } finally {
      header.remove();
    }
  });
});

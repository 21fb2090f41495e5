import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../catalogue';
import { LocaleProvider } from '../../../i18n/LocaleProvider';
import { CODE_SUBMIT_DELAY_MS } from '../../constants';
import { CodeInput } from './CodeInput';
import { spreadDigits, typedText } from './codeDigits';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Fake timers for the tests about the submit delay: time moves only when told. Keys are then
 * entered with fireEvent (Testing Library's async wrapper waits on a real timer, which would
 * never fire under vitest's fake timers).
 */
function useFakeClock() {
  vi.useFakeTimers();
  return (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
}

function setup(props: Partial<Parameters<typeof CodeInput>[0]> = {}) {
  const onComplete = vi.fn();
  const onInput = vi.fn();
  const user = userEvent.setup();
  render(
    <LocaleProvider initialLocale="en">
      <CodeInput onComplete={onComplete} onInput={onInput} {...props} />
    </LocaleProvider>,
  );
  const boxes = Array.from({ length: 6 }, (_, i) =>
    screen.getByRole('textbox', { name: `Digit ${i + 1} of 6` }),
  ) as HTMLInputElement[];
  return { user, boxes, onComplete, onInput };
}

describe('six-box code entry (spec §5)', () => {
  it('moves forward while typing and submits ~200 ms after the sixth digit', async () => {
    const { user, boxes, onComplete } = setup();
    await user.click(boxes[0]);
    await user.keyboard('12345');
    expect(boxes[5]).toHaveFocus();
    const advance = useFakeClock();
    fireEvent.change(boxes[5], { target: { value: '6' } });
    expect(boxes.map((b) => b.value).join('')).toBe('123456');
    await advance(CODE_SUBMIT_DELAY_MS - 10);
    expect(onComplete).not.toHaveBeenCalled();
    await advance(10);
    expect(onComplete).toHaveBeenCalledWith('123456');
    await advance(1000);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('never submits with a box empty, and ignores letters', async () => {
    const advance = useFakeClock();
    const { boxes, onComplete } = setup();
    boxes[0].focus();
    for (const key of ['1', '2', 'a', '3', '4']) {
      fireEvent.change(document.activeElement as HTMLInputElement, { target: { value: key } });
    }
    expect(boxes.map((b) => b.value).join('')).toBe('1234');
    await advance(10 * CODE_SUBMIT_DELAY_MS);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('spreads a pasted code over the boxes', async () => {
    const { user, boxes, onComplete } = setup();
    await user.click(boxes[2]);
    await user.paste('987 654');
    expect(boxes.map((b) => b.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('987654'));
  });

  it('Backspace on an empty box moves focus back', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]);
    await user.keyboard('12');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(boxes[1].value).toBe('2');
    await user.keyboard('{Backspace}');
    expect(boxes[1].value).toBe('');
  });

  it('shows the error line and reports every key press (to clear it)', async () => {
    const { user, boxes, onInput } = setup({ error: 'Invalid Code' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Code');
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    await user.click(boxes[0]);
    await user.keyboard('1');
    expect(onInput).toHaveBeenCalled();
  });

  it('replaces a digit typed over the old one', () => {
    const { boxes } = setup();
    fireEvent.change(boxes[0], { target: { value: '4' } });
    fireEvent.change(boxes[0], { target: { value: '47' } });
    expect(boxes[0].value).toBe('7');
  });
});

describe('code digits helpers', () => {
  it('spread from the box, a whole code from the first', () => {
    const empty = ['', '', '', '', '', ''];
    expect(spreadDigits(empty, 4, '12')).toEqual({ boxes: ['', '', '', '', '1', '2'], focus: 5 });
    expect(spreadDigits(empty, 3, '123456').boxes).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(spreadDigits(['1', '', '', '', '', ''], 0, '')).toEqual({ boxes: empty, focus: 0 });
    expect(typedText('4', '47')).toBe('7');
    expect(typedText('4', '74')).toBe('7');
    expect(typedText('', '123456')).toBe('123456');
  });
});

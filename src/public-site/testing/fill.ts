import type userEvent from '@testing-library/user-event';

/**
 * Fills an empty text field as one paste. Typing re-renders the whole form on every keystroke
 * (~200 ms apiece on a loaded machine); these tests check what the page does with the text, not
 * the typing. Fields whose keystrokes matter (a date, Enter to submit) are still typed.
 */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

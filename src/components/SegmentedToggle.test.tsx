import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedToggle } from './SegmentedToggle';

function ViewToggle({ onChange }: { onChange: (value: 'list' | 'map') => void }) {
  const [value, setValue] = useState<'list' | 'map'>('list');
  return (
    <SegmentedToggle
      value={value}
      ariaLabel="View"
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      options={[
        { value: 'list', label: 'List' },
        { value: 'map', label: 'Map', ariaLabel: 'Show the map' },
      ]}
    />
  );
}

describe('SegmentedToggle', () => {
  it('is a named group of pressed / not pressed buttons, changed by click or keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ViewToggle onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'View' })).toBeInTheDocument();
    const list = screen.getByRole('button', { name: 'List' });
    const map = screen.getByRole('button', { name: 'Show the map' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');

    await user.click(list);
    expect(onChange).not.toHaveBeenCalled();

    // Clicking left focus on "List"; each button is a tab stop of its own.
    expect(list).toHaveFocus();
    await user.tab();
    expect(map).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('map');
    expect(map).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
  });
});

import '../search/catalogue';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestFrame } from '../../test/TestFrame';
import { testConfig } from '../../test/fixtures';
import { PriceRange } from './PriceRange';

describe('PriceRange', () => {
  it('starts at the cheapest result and ends at the dearest, not at rounded prices around them', () => {
    render(
      <TestFrame path="/flight" locale="en" config={testConfig}>
        <PriceRange
          label="Price"
          bounds={{ min: 1_234_000, max: 5_678_000 }}
          currency="VND"
          value={{ min: null, max: null }}
          onChange={vi.fn()}
        />
      </TestFrame>,
    );
    expect(screen.getByRole('slider', { name: 'Price: Price from' })).toHaveAttribute(
      'aria-valuetext',
      '₫1,234,000',
    );
    expect(screen.getByRole('slider', { name: 'Price: To' })).toHaveAttribute(
      'aria-valuetext',
      '₫5,678,000',
    );
  });
});

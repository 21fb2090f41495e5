import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderAfterFirstPaint } from './RenderAfterFirstPaint';

describe('RenderAfterFirstPaint', () => {
  it('commits the page first, then its end in a second pass', async () => {
    const renders: string[] = [];
    function Top() {
      renders.push(screen.queryByText('end') ? 'top after end' : 'top');
      return <p>top</p>;
    }
    function End() {
      renders.push(document.body.textContent?.includes('top') ? 'end after top' : 'end first');
      return <p>end</p>;
    }
    render(
      <>
        <Top />
        <RenderAfterFirstPaint>
          <End />
        </RenderAfterFirstPaint>
      </>,
    );
    expect(await screen.findByText('end')).toBeInTheDocument();
    expect(renders).toContain('end after top');
    expect(renders).not.toContain('end first');
  });
});

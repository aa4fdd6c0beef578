import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

const fill = () => screen.getByRole('progressbar').firstElementChild as HTMLElement;

describe('ProgressBar', () => {
  it('announces its value and range and fills value / max of the track', () => {
    render(<ProgressBar label="Wizard progress" min={1} max={5} value={2} />);
    const bar = screen.getByRole('progressbar', { name: 'Wizard progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(fill().style.width).toBe('40%');
  });

  it('keeps the fill inside the track', () => {
    const { rerender } = render(<ProgressBar label="Upload progress" value={140} />);
    expect(fill().style.width).toBe('100%');
    rerender(<ProgressBar label="Upload progress" value={-5} />);
    expect(fill().style.width).toBe('0%');
  });
});

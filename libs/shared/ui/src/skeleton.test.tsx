import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology; the container it fills says it is busy', () => {
    render(
      <section aria-label="Live events" aria-busy="true">
        <Skeleton shape="circle" width={40} />
        <Skeleton lines={3} />
        <Skeleton shape="block" height={96} />
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Live events' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    const shapes = [...region.children] as HTMLElement[];
    expect(shapes.map((shape) => shape.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    expect(shapes.map((shape) => shape.dataset.shape)).toEqual(['circle', 'text', 'block']);
  });

  it('draws as many lines as asked, at least one', () => {
    const { container } = render(
      <>
        <Skeleton lines={4} />
        <Skeleton lines={0} />
      </>,
    );
    const [four, one] = [...container.children] as HTMLElement[];
    expect(four?.childElementCount).toBe(4);
    expect(one?.childElementCount).toBe(1);
  });

  it('takes sizes as pixels or CSS lengths; a circle is as high as it is wide', () => {
    const { container } = render(
      <>
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="block" width="50%" height="10rem" />
        <Skeleton width="20ch" />
      </>,
    );
    const [circle, block, text] = [...container.children] as HTMLElement[];
    expect([circle?.style.width, circle?.style.height]).toEqual(['48px', '48px']);
    expect([block?.style.width, block?.style.height]).toEqual(['50%', '10rem']);
    expect(text?.style.width).toBe('20ch');
  });
});

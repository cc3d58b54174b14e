import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The hook remembers the first paint for the page's life: each test loads it afresh. */
async function load() {
  vi.resetModules();
  const { useAfterPaint } = await import('./use-after-paint');
  return function Part({ name }: { name: string }) {
    return useAfterPaint() ? <p>{name}</p> : null;
  };
}

/** The page's animation frames, run when a test says the frame is painted. */
let frames: FrameRequestCallback[] = [];

/** Lets a posted message (the task after the frame) run, and React commit what it set. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useAfterPaint (issue 16: a part nobody sees at first renders after the first paint)', () => {
  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is false until the frame after the first render is painted, then true', async () => {
    const Part = await load();
    render(<Part name="dialogs" />);
    expect(screen.queryByText('dialogs')).toBeNull();
    // No frame yet: however long it takes, the part waits.
    await nextTask();
    expect(screen.queryByText('dialogs')).toBeNull();

    act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    await nextTask();
    expect(screen.getByText('dialogs')).toBeTruthy();
  });

  it('renders a part mounted after the first paint at once', async () => {
    const Part = await load();
    const { rerender } = render(<Part name="dialogs" />);
    act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    await nextTask();

    rerender(
      <>
        <Part name="dialogs" />
        <Part name="player" />
      </>,
    );
    expect(screen.getByText('player')).toBeTruthy();
    expect(frames).toHaveLength(0);
  });

  it('does not wait for a frame on a hidden page, which paints none', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const Part = await load();
    render(<Part name="dialogs" />);
    expect(screen.queryByText('dialogs')).toBeNull();
    await nextTask();
    expect(screen.getByText('dialogs')).toBeTruthy();
    expect(frames).toHaveLength(0);
  });
});

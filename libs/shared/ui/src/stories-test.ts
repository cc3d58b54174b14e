// `@bet/ui/stories-test`: a UI library's stories run as Vitest tests in jsdom. Kept apart from
// `@bet/ui/testing` because it imports Vitest, which a story must not load.
import { composeStories } from '@storybook/react-vite';
import { clearAllMocks } from 'storybook/test';
import { describe, expect, it } from 'vitest';

/** A stories file as `import * as x from './x.stories'` gives it. */
type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * What the runner uses of a composed story: its render and play on a canvas of the test's. (Over
 * files of any stories the composed stories' own type is lost, so it is named here.)
 */
interface RunnableStory {
  run(context: { canvasElement: HTMLElement }): Promise<void>;
}

/**
 * Every story of the given files renders something and its play function passes in jsdom too
 * (the browser run is Storybook's): `testStories({ CouponCard: couponCard, ... })`, one
 * `describe` per file under the name given.
 */
export function testStories(files: Record<string, StoriesModule>): void {
  describe.each(
    Object.entries(files).map(([name, file]) => [name, composeStories(file) as Record<string, RunnableStory>] as const),
  )('%s stories', (_name, stories) => {
    it.each(Object.entries(stories))('%s', async (_story, Story) => {
      // Each story starts with spies that have seen nothing, as in Storybook (its `fn()` args are
      // shared by the stories of a file).
      clearAllMocks();
      const container = document.createElement('div');
      document.body.appendChild(container);
      await Story.run({ canvasElement: container });
      expect(container.childElementCount).toBeGreaterThan(0);
      container.remove();
    });
  });
}

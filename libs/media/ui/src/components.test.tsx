import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { liveMediaRefreshRequested, mediaCleared, mediaSelected, selectFloatingPosition } from '@bet/media';
import { gameMediaFixture } from '@bet/media/testing';
import { createTestStore } from '@bet/platform/testing';
import { signInOpened, videoTokenReceived } from '@bet/session';
import { I18nHarness, StoreHarness } from '@bet/ui/testing';
import { ConnectedMediaBoard } from './connected/connected-media-board';
import { ConnectedMediaIcons } from './connected/connected-media-icons';
import { MediaHost } from './connected/media-host';
import { FloatingPlayer } from './floating-player';
import { FullscreenPlayer } from './fullscreen-player';
import { MediaIcons } from './media-icons';
import { mediaUiReducers, mediaUiState, type MediaUiStateOptions } from './testing';

const GAME = { gameId: 9001, sportId: 1, game: 'Arsenal – Chelsea', gameLink: '/en/home/live/9001' };

function storeWith(options: MediaUiStateOptions = {}) {
  return createTestStore({
    reducer: mediaUiReducers,
    preloadedState: mediaUiState({ live: [gameMediaFixture(9001)], ...options }),
  });
}

function renderFloating(onMove = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <FloatingPlayer
            title="Video: Arsenal – Chelsea"
            position={{ x: 100, y: 100 }}
            gameLink="/en/live"
            onMove={onMove}
            onFullscreen={vi.fn()}
            onClose={vi.fn()}
          >
            <p>picture</p>
          </FloatingPlayer>
        ),
      },
    ],
    { initialEntries: ['/en/'] },
  );
  render(
    <I18nHarness>
      <RouterProvider router={router} />
    </I18nHarness>,
  );
  const player = screen.getByRole('region', { name: 'Floating player: Video: Arsenal – Chelsea' });
  // jsdom lays nothing out: the player says where it is.
  player.getBoundingClientRect = () => ({ left: 100, top: 100, width: 300, height: 200 }) as DOMRect;
  return { player, onMove };
}

/** A live row's video icon pressed, with the media host mounted: the video opens in the floating player. */
async function openRowVideo(options: MediaUiStateOptions = {}) {
  const harness = storeWith(options);
  render(
    <StoreHarness store={harness.store}>
      <ConnectedMediaIcons {...GAME} place="row" />
      <MediaHost />
    </StoreHarness>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Video: Arsenal – Chelsea' }));
  return harness;
}

describe('MediaIcons', () => {
  it('draws nothing for a game without media', () => {
    const { container } = render(
      <I18nHarness>
        <MediaIcons
          game="A – B"
          hasVideo={false}
          hasZone={false}
          videoShown={false}
          zoneShown={false}
          onVideo={vi.fn()}
          onZone={vi.fn()}
        />
      </I18nHarness>,
    );
    expect(container.childElementCount).toBe(0);
  });
});

describe('FloatingPlayer', () => {
  it('moves 20 px per arrow key on its handle', async () => {
    const { player, onMove } = renderFloating();
    within(player).getByRole('button', { name: 'Move the player (arrow keys)' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    expect(onMove.mock.calls).toEqual([[{ x: 80, y: 100 }], [{ x: 100, y: 120 }]]);
  });

  it('follows a pointer drag on its bar and reports once, at the end', () => {
    const { player, onMove } = renderFloating();
    const handle = within(player).getByRole('button', { name: 'Move the player (arrow keys)' });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientX: 110, clientY: 110 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 60, clientY: 90 });
    expect(player.style.left).toBe('50px');
    expect(player.style.top).toBe('80px');
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.pointerUp(handle, { pointerId: 1, clientX: 60, clientY: 90 });
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('does not start a drag from its buttons or its link', () => {
    const { player } = renderFloating();
    fireEvent.pointerDown(within(player).getByRole('button', { name: 'Close' }), { button: 0, pointerId: 1 });
    fireEvent.pointerMove(player, { pointerId: 1, clientX: 5, clientY: 5 });
    expect(player.style.left).toBe('100px');
  });
});

describe('FullscreenPlayer', () => {
  it('takes the focus and gives it back when it closes', async () => {
    function Scene({ open }: { open: boolean }) {
      return (
        <I18nHarness>
          <button type="button">Before</button>
          {open ? (
            <FullscreenPlayer title="Video: A – B" onExit={vi.fn()}>
              <p>picture</p>
            </FullscreenPlayer>
          ) : null}
        </I18nHarness>
      );
    }
    const { rerender } = render(<Scene open={false} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    rerender(<Scene open />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exit full screen' }));
    rerender(<Scene open={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
  });
});

describe('connected media', () => {
  it("a visitor's video asks to sign in and opens the sign-in dialog", async () => {
    const harness = await openRowVideo();
    const player = screen.getByRole('region', { name: 'Floating player: Video: Arsenal – Chelsea' });
    await userEvent.click(within(player).getByRole('button', { name: 'Sign in' }));
    expect(harness.typesOf(signInOpened)).toHaveLength(1);
  });

  it("keeps the frame's token when the session refreshes it (no reload of the picture)", async () => {
    const harness = await openRowVideo({ videoToken: 'first' });
    const frame = () => screen.getByRole('region', { name: /^Floating player/ }).querySelector('iframe');
    expect(frame()?.getAttribute('src')).toContain('token=first');
    act(() => {
      harness.store.dispatch(videoTokenReceived({ token: 'second' }));
    });
    expect(frame()?.getAttribute('src')).toContain('token=first');
  });

  it('the game page board is cleared when the page is left; the floating player stays', () => {
    const harness = storeWith({ videoToken: 't' });
    harness.store.dispatch(
      mediaSelected({ ...GAME, title: GAME.game, type: 'zone', zoneId: 'z9001', target: 'board' }),
    );
    harness.store.dispatch(
      mediaSelected({
        ...GAME,
        title: GAME.game,
        type: 'video',
        videoId: 'v9001',
        target: 'floating',
        autoClearable: false,
      }),
    );
    const { unmount } = render(
      <StoreHarness store={harness.store}>
        <ConnectedMediaBoard gameId={9001} isLive />
      </StoreHarness>,
    );
    expect(screen.getByRole('figure', { name: 'Match zone: Arsenal – Chelsea' })).toBeTruthy();
    unmount();
    expect(harness.typesOf(mediaCleared)).toHaveLength(1);
    expect(Object.keys(harness.store.getState().media.selected.entities)).toEqual(['video:9001:v9001']);
  });

  it('a live game the media list does not know asks for the list at once', () => {
    const harness = storeWith();
    render(
      <StoreHarness store={harness.store}>
        <ConnectedMediaBoard gameId={42} isLive />
      </StoreHarness>,
    );
    expect(harness.typesOf(liveMediaRefreshRequested)).toHaveLength(1);
  });

  it('keeps where the floating player was moved in the store', async () => {
    const harness = await openRowVideo({ videoToken: 't' });
    screen.getByRole('button', { name: 'Move the player (arrow keys)' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selectFloatingPosition(harness.store.getState())).not.toBeNull();
  });
});

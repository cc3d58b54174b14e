import { REALITY_CHECK_CHUNK_MS } from '@bet/contract';
import type { Clock } from '@bet/platform';
import { delay } from 'redux-saga/effects';

/**
 * Waits until the clock reaches `at` (epoch ms) in chunks of at most REALITY_CHECK_CHUNK_MS (spec
 * 02 §9): a machine that slept, or a clock that jumped, is noticed within one chunk rather than
 * trusted to one long timer.
 */
export function* waitUntil(clock: Clock, at: number, readAt: () => number = () => at) {
  for (;;) {
    const left = readAt() - clock.now();
    if (left <= 0) return;
    yield delay(Math.min(left, REALITY_CHECK_CHUNK_MS));
  }
}

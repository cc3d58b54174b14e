import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  feedRefreshRequested,
  feedSubscribed,
  feedUnsubscribed,
  normalizeFeedRequest,
  selectFeedStatus,
  type FeedRequest,
  type FeedStatus,
  type WithSportsbook,
} from '@bet/sportsbook';
import { useAfterPaint } from '@bet/ui';

/**
 * The canonical form of a request built during render, the same object while its meaning is
 * the same: effects and selectors keyed on it neither resubscribe nor recompute.
 */
export function useStableRequest(request: FeedRequest): FeedRequest {
  const text = JSON.stringify(normalizeFeedRequest(request));
  return useMemo(() => JSON.parse(text) as FeedRequest, [text]);
}

/**
 * Asks for a feed while the component is mounted (@bet/sportsbook counts subscribers: N
 * components, one poll) and gives its status and a retry that polls now.
 */
export function useFeed(request: FeedRequest): { request: FeedRequest; status: FeedStatus; retry: () => void } {
  const dispatch = useDispatch();
  const stable = useStableRequest(request);
  const painted = useAfterPaint();
  useEffect(() => {
    if (!painted) return undefined;
    dispatch(feedSubscribed({ request: stable }));
    return () => {
      dispatch(feedUnsubscribed({ request: stable }));
    };
  }, [dispatch, stable, painted]);
  const status = useSelector((state: WithSportsbook) => selectFeedStatus(state, stable));
  const retry = useCallback(() => {
    dispatch(feedRefreshRequested({ request: stable }));
  }, [dispatch, stable]);
  return { request: stable, status, retry };
}

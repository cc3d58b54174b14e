import type * as OnDemand from './on-demand';
export { ConnectedMediaBoard } from './connected/connected-media-board';
export { ConnectedMediaIcons, type ConnectedMediaIconsProps } from './connected/connected-media-icons';
export { ConnectedMediaView } from './connected/connected-media-view';
export type { MediaUiState } from './connected/state';
export { FloatingPlayer, type FloatingPlayerProps } from './floating-player';
export { FullscreenPlayer, type FullscreenPlayerProps } from './fullscreen-player';
export { MediaBoard, type MediaBoardItem, type MediaBoardProps } from './media-board';
export { MediaIcons, type MediaIconsProps } from './media-icons';
export { MediaView, type MediaViewProps } from './media-view';
export { SideZones, type SideZoneItem, type SideZonesProps } from './side-zones';
// Loaded on demand (issue 16): the media host, a chunk of its own (on-demand.ts).
export type MediaOnDemand = typeof OnDemand;
export const loadMediaOnDemand = (): Promise<MediaOnDemand> => import('./on-demand');

import { testStories } from '@bet/ui/stories-test';
import * as connected from './connected/connected.stories';
import * as floatingPlayer from './floating-player.stories';
import * as fullscreenPlayer from './fullscreen-player.stories';
import * as mediaBoard from './media-board.stories';
import * as mediaIcons from './media-icons.stories';
import * as mediaView from './media-view.stories';
import * as sideZones from './side-zones.stories';

testStories({
  MediaIcons: mediaIcons,
  MediaView: mediaView,
  MediaBoard: mediaBoard,
  FloatingPlayer: floatingPlayer,
  FullscreenPlayer: fullscreenPlayer,
  SideZones: sideZones,
  Connected: connected,
});

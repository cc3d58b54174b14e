import { testStories } from './stories-test';
import * as emptyState from './empty-state.stories';
import * as popoverMenu from './popover-menu.stories';
import * as skeleton from './skeleton.stories';
import * as toast from './toast.stories';
import * as tooltip from './tooltip.stories';

testStories({
  Toast: toast,
  Tooltip: tooltip,
  PopoverMenu: popoverMenu,
  Skeleton: skeleton,
  EmptyState: emptyState,
});

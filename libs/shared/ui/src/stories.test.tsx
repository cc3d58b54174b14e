import { testStories } from './stories-test';
import * as popoverMenu from './popover-menu.stories';
import * as toast from './toast.stories';
import * as tooltip from './tooltip.stories';

testStories({
  Toast: toast,
  Tooltip: tooltip,
  PopoverMenu: popoverMenu,
});

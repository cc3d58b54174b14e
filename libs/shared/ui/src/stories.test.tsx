import { testStories } from './stories-test';
import * as toast from './toast.stories';
import * as tooltip from './tooltip.stories';

testStories({
  Toast: toast,
  Tooltip: tooltip,
});

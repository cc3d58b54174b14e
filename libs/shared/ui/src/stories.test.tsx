import { testStories } from './stories-test';
import * as toast from './toast.stories';

testStories({
  Toast: toast,
});

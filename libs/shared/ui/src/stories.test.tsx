import { testStories } from '@bet/ui/stories-test';
import * as pagination from './pagination.stories';
import * as stepper from './stepper.stories';

testStories({ Pagination: pagination, Stepper: stepper });

import { testStories } from '@bet/ui/stories-test';
import * as pagination from './pagination.stories';

testStories({ Pagination: pagination });

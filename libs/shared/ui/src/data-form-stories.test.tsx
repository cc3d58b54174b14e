import { testStories } from './stories-test';
import * as dataTable from './data-table.stories';
import * as dateRangePicker from './date-range-picker.stories';
import * as fileInput from './file-input.stories';
import * as pagination from './pagination.stories';
import * as stepper from './stepper.stories';

// The data and form components' stories in jsdom (issue 19); the Chromium run is Storybook's.
testStories({
  DataTable: dataTable,
  DateRangePicker: dateRangePicker,
  FileInput: fileInput,
  Pagination: pagination,
  Stepper: stepper,
});

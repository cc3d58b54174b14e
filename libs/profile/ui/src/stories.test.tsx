import { testStories } from '@bet/ui/stories-test';
import * as completenessIndicator from './completeness-indicator.stories';
import * as emailChangeForm from './email-change-form.stories';
import * as personalDataForm from './personal-data-form.stories';
import * as personalDataPage from './connected/personal-data-page.stories';

testStories({
  CompletenessIndicator: completenessIndicator,
  EmailChangeForm: emailChangeForm,
  PersonalDataForm: personalDataForm,
  PersonalDataPage: personalDataPage,
});

import { testStories } from './stories-test';
import * as alert from './alert.stories';
import * as checkbox from './checkbox.stories';
import * as dialog from './dialog.stories';
import * as errorScreen from './error-screen.stories';
import * as footer from './footer.stories';
import * as header from './header.stories';
import * as loadingScreen from './loading-screen.stories';
import * as passwordField from './password-field.stories';
import * as select from './select.stories';
import * as skipLink from './skip-link.stories';
import * as socialIcon from './social-icon.stories';
import * as spinner from './spinner.stories';
import * as tabs from './tabs.stories';
import * as textField from './text-field.stories';

// The base components' stories in jsdom (issue 19: every stories file of the library runs here too),
// but AgeBadge, Button and Tokens: their stories measure rendered sizes and resolved custom
// properties, which jsdom has not; the browser story run plays them.
testStories({
  Alert: alert,
  Checkbox: checkbox,
  Dialog: dialog,
  ErrorScreen: errorScreen,
  Footer: footer,
  Header: header,
  LoadingScreen: loadingScreen,
  PasswordField: passwordField,
  Select: select,
  SkipLink: skipLink,
  SocialIcon: socialIcon,
  Spinner: spinner,
  Tabs: tabs,
  TextField: textField,
});

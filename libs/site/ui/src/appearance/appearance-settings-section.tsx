import { useDispatch, useSelector } from 'react-redux';
import {
  compactViewChosen,
  fontSizeChosen,
  selectFontSize,
  selectIsCompactView,
  selectTheme,
  themeChosen,
} from '@bet/site';
import { AppearanceSettings } from './appearance-settings';

/**
 * The settings page's appearance section bound to the store: the appearance state of @bet/site
 * in, the player's choices out as its events (`themeChosen`, `fontSizeChosen`,
 * `compactViewChosen`), which the appearance saga keeps in local storage and sets on <html>.
 */
export function AppearanceSettingsSection() {
  const theme = useSelector(selectTheme);
  const fontSize = useSelector(selectFontSize);
  const isCompactView = useSelector(selectIsCompactView);
  const dispatch = useDispatch();
  return (
    <AppearanceSettings
      theme={theme}
      fontSize={fontSize}
      isCompactView={isCompactView}
      onThemeChange={(chosen) => dispatch(themeChosen({ theme: chosen }))}
      onFontSizeChange={(step) => dispatch(fontSizeChosen({ fontSize: step }))}
      onCompactViewChange={(isOn) => dispatch(compactViewChosen({ isOn }))}
    />
  );
}

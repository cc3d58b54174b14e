export { TimeSettingsSection, type TimeSettingsSectionProps } from './time-settings-section';
export { TimeSettingsView, type TimeSettingsViewProps } from './time-settings-view';
export { playerTimeOf, usePlayerTime, type PlayerTime } from './use-player-time';
export { useNow } from './use-now';

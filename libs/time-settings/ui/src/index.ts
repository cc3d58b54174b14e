export { TimeSettingsCard, type TimeSettingsCardProps } from './time-settings-card';

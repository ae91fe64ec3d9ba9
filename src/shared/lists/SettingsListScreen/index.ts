export { SettingsListScreen, type SettingsListScreenProps, type SettingsScreenProps } from './SettingsListScreen';

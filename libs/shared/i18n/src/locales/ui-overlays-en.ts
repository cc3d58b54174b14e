/**
 * English texts built into the design system's toasts (@bet/ui, issue 19) and of the header's
 * language menu (@bet/site-ui, issue 19 "Navigation"). Kept in their own file and spread into
 * en, so they are reviewed together.
 */
export const uiOverlaysEn = {
  ui_toast_region: 'Notifications',
  ui_toast_close: 'Close notification',
  main_language_search: 'Search language',
  main_language_found: 'Languages found: {{count}}',
  main_language_none: 'No language matches “{{query}}”',
};

import type { uiOverlaysEn } from './ui-overlays-en';

/** Russian texts of the toasts (@bet/ui) and of the language menu (@bet/site-ui), issue 19. */
export const uiOverlaysRu: Record<keyof typeof uiOverlaysEn, string> = {
  ui_toast_region: 'Уведомления',
  ui_toast_close: 'Закрыть уведомление',
  main_language_search: 'Поиск языка',
  main_language_found: 'Найдено языков: {{count}}',
  main_language_none: 'Нет языка «{{query}}»',
};

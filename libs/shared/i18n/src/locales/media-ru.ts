/** Russian texts of live media (@bet/media-ui; issue 15): the keys of media-en.ts. */
export const mediaRu = {
  media_icons_label: 'Трансляция: {{game}}',
  media_video_title: 'Видео: {{game}}',
  media_zone_title: 'Матч-зона: {{game}}',
  media_board_label: 'Видео и матч-зона',
  media_to_floating: 'В плавающий плеер',
  media_fullscreen: 'На весь экран',
  media_exit_fullscreen: 'Выйти из полноэкранного режима',
  media_close: 'Закрыть',
  media_floating_label: 'Плавающий плеер: {{title}}',
  media_floating_move: 'Переместить плеер (стрелки)',
  media_fullscreen_label: 'Весь экран: {{title}}',
  media_open_game: 'Открыть матч',
  media_side_zones_label: 'Матч-зоны',
  media_sign_in_prompt: 'Видео доступно после входа. Войдите, чтобы смотреть матч.',
  media_sign_in: 'Войти',
  media_video_waiting: 'Видео загружается…',
};

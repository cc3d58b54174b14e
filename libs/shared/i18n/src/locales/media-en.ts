/**
 * English texts of live media (@bet/media-ui; issue 15, spec 01 §3 Media entity): the video and
 * zone icons, the game's board, the floating and full-screen players and the side zones. Kept
 * in their own file and spread into en, so the feature's texts are reviewed together.
 */
export const mediaEn = {
  media_icons_label: 'Media: {{game}}',
  media_video_title: 'Video: {{game}}',
  media_zone_title: 'Match zone: {{game}}',
  media_board_label: 'Video and match zone',
  media_to_floating: 'Move to the floating player',
  media_fullscreen: 'Full screen',
  media_exit_fullscreen: 'Exit full screen',
  media_close: 'Close',
  media_floating_label: 'Floating player: {{title}}',
  media_floating_move: 'Move the player (arrow keys)',
  media_fullscreen_label: 'Full screen: {{title}}',
  media_open_game: 'Open the game',
  media_side_zones_label: 'Match zones',
  media_sign_in_prompt: 'Video is for signed-in players. Sign in to watch the match.',
  media_sign_in: 'Sign in',
  media_video_waiting: 'The video is getting ready…',
};

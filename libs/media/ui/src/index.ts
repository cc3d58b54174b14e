export { MediaCard, type MediaCardProps } from './media-card';

export { PublishingBadge, type PublishingBadgeProps } from './PublishingBadge';

export { Card } from './Card';
export { CardDetails } from './Card.styles';
export type { CardProps } from './Card';

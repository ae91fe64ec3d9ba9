export { DeliveryLog } from './DeliveryLog';
export type { DeliveryLogProps } from './DeliveryLog';

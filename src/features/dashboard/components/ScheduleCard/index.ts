export { ScheduleCard, SCHEDULE_HREFS, SCHEDULE_ROWS } from './ScheduleCard';
export type { ScheduleCardProps } from './ScheduleCard';

export { fixedTime, realTime, timeAtom, type TimeSource } from './time';
export { createManualTime, type ManualTime } from './manualTime';
export { useElapsed } from './useElapsed';
export { secondsUntil, useSecondsUntil } from './useSecondsUntil';

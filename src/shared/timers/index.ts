export { timersAtom, type Timers } from './timers';
export { useElapsed } from './useElapsed';

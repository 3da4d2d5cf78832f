import { usePreferences } from '../../stores/app-store';

/**
 * The player's 'Hide inactive' preference (sportHideInactive, on by default): the sport lists leave out the
 * options that are suspended or whose market is not open (isOptionLocked) while it is on.
 */
export const useHideInactive = (): boolean => usePreferences((state) => state.sportHideInactive);

/** Permission checks of platform.md §6: the contract's one check, which the sim applies too. */
export { hasPermission, isModerator } from '@contract/index';

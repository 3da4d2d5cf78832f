export { COMING_SOON, ComingSoon, ComingSoonNote, type ComingSoonProps } from './ComingSoon';

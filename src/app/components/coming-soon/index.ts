export { ComingSoon, ComingSoonNote, type ComingSoonProps } from './ComingSoon';
export { ISSUES, type IssueKey } from './issues';

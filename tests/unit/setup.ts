// Node has no IndexedDB: the sim's Dexie storage runs on fake-indexeddb in unit tests.
import 'fake-indexeddb/auto';

if (typeof document !== 'undefined') {
  // The page's tests find what lazily loaded modules render. The first render in a file transforms and imports
  // those modules, which on CI's 2 cores, with the type check and the builds running beside, can outlast
  // Testing Library's default 1 s wait. A longer ceiling costs a passing test nothing.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

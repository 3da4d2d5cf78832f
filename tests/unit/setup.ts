// Node has no IndexedDB: the sim's Dexie storage runs on fake-indexeddb in unit tests.
import 'fake-indexeddb/auto';

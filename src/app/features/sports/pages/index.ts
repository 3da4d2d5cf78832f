export { SportHomePage } from './SportHomePage';
export { SportCategoryPage } from './SportCategoryPage';
export { SportEventPage } from './SportEventPage';
export { SportSearchPage } from './SportSearchPage';

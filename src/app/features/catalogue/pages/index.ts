export { CategoryPage } from './CategoryPage';
export { ProviderPage } from './ProviderPage';
export { AllProvidersPage } from './AllProvidersPage';

export { lazyComponent, whenIdle, type LazyComponent } from './lazy-component';

export { Pagination, visiblePages, type PaginationProps } from './Pagination';

export { toast } from './toast';
export { ToastHost } from './ToastHost';

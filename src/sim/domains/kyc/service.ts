/** The KYC and contact-info domain behind its lazy entry (index.ts). */
export { kycRoutes as kycHandlers } from './routes';
export { resumeVerdicts, submitToProvider } from './provider';

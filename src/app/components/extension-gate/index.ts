export { ExtensionGate, type ExtensionGateProps } from './ExtensionGate';

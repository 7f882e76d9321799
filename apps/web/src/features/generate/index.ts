// The generate feature's public surface for the dashboard: its Generate tab.
export { GenerateScreen } from './components/generate-screen';

// The photos feature's public surface for the dashboard: its Upload and SKUs tabs.
// The app layer imports the capture page by file so it stays in its own chunk.
export { SkuScreen } from './components/sku-screen';
export { UploadScreen } from './components/upload-screen';

// The inventory feature's public surface for the dashboard: its Inventory tab.
export { InventoryScreen } from './components/inventory-screen';

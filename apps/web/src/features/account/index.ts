// The account feature's public surface: the theme toggle the dashboard's header shows.
// The app layer imports the settings page by file so it stays in its own chunk.
export { ThemeToggle } from './theme-toggle';

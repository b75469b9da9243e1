// Mantine's CSS for what only the verification form draws, loaded with its lazy chunk (the route
// also loads the wizard's form CSS, features/apply/styles.ts, for the steps it reuses).
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';

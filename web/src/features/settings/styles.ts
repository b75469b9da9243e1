// Mantine's CSS for what only the settings page draws (the feature switch): loaded with its lazy chunk.
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';

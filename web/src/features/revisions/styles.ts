// Mantine's CSS for the send-back panel and the revision history: loaded with the staff detail's chunk.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
// A checkbox lays its label beside the box with InlineInput; its box is CheckboxIndicator.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';

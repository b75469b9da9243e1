// Mantine's CSS for the send-back panel and the revision history: loaded with the staff detail's chunk.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';

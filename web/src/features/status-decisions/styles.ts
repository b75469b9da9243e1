// Mantine's CSS for the decision panel and the history table: loaded with the staff detail's chunk.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';

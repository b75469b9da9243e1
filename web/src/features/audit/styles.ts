// Mantine's CSS for the audit table: loaded with the staff pages that show it.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';

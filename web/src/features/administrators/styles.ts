// Mantine's CSS for what only the administrators' pages draw (the tables, the selects of the role
// form): loaded with their lazy chunks.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CloseButton.css';

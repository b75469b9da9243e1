// Mantine's CSS for what only the field verifiers' page draws (the table, the programme select):
// loaded with its lazy chunk.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CloseButton.css';

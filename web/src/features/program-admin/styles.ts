// Mantine's CSS for what only the programme catalogue draws (the table, the search field's clear
// button, the details' lists): loaded with its lazy chunk.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/List.css';

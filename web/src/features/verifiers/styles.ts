// Mantine's CSS for what only the field verifiers' pages draw (the table, the programme select, the
// add-verifier modal's switch):
// loaded with its lazy chunk.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/FloatingIndicator.css';

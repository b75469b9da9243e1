// Mantine's CSS for what only the assessment panels draw (the score tables, the recommendation
// radios, the aid form's number and select): loaded with the staff proposal page's chunk.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/RadioIndicator.css';

// Mantine's CSS for what only the desk draws (the table, its selection and filters, the date range
// picker): loaded with the desk's lazy chunk. mantine-datatable's after Mantine's own, as it asks.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/CloseButton.css';
// mantine-datatable lays its pager out with Flex.
import '@mantine/core/styles/Flex.css';
import '@mantine/dates/styles.css';
import 'mantine-datatable/styles.css';

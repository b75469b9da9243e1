// Mantine's CSS for what only this feature draws (the outbox summary's table, the opt-out's
// checkbox): loaded with the pages that show them.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';

// Mantine's CSS for what only the staff area draws: loaded with its lazy chunks, so that a
// member's pages do not pay for it. A component new to the staff area needs its file added here.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/ScrollArea.css';
// The staff pages lay out in columns (the proposal detail: the record, and the decision beside it).
import '@mantine/core/styles/Grid.css';

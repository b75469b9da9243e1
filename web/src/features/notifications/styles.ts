// Mantine's CSS for the outbox summary's table: loaded with the staff page that shows it.
import '@mantine/core/styles/Table.css';

// Mantine's CSS for what only "Lengkapi data" draws beyond the app's own: the bank select's
// dropdown. Loaded with the profile page's lazy chunk.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
// The non-member's profile form (/profile/update): the gender radios.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';

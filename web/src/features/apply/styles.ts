// Mantine's CSS for the form components only the wizard renders: loaded with its lazy chunk, so
// the home page does not pay for it. A component new to the wizard needs its file added here.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
// SegmentedControl draws its selected segment with a FloatingIndicator.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Tooltip.css';

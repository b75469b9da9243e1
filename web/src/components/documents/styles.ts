// Mantine's CSS for the document components (the dropzone and its loading overlay), loaded with
// whichever lazy chunk renders them: the wizard's documents step or "Lengkapi pengajuan".
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';

// Kept apart from the schemas so that a page can show these without loading zod.

/** Messages of the HTTP layer, shared by the server's error handler and the web client. */
export const apiMessages = {
  invalidInput: 'Data yang dikirim tidak valid',
  malformedJson: 'Format data tidak valid (JSON rusak)',
  unsupportedMediaType: 'Jenis data yang dikirim tidak didukung',
  payloadTooLarge: 'Data yang dikirim terlalu besar',
  notLoggedIn: 'Silakan masuk terlebih dahulu',
  forbidden: 'Anda tidak memiliki akses untuk tindakan ini',
  crossSite: 'Permintaan dari situs lain ditolak',
  notFound: 'Data tidak ditemukan',
  routeNotFound: 'Alamat tidak ditemukan',
  conflict: 'Data sudah ada',
  unknownReference: 'Data rujukan yang dipilih tidak ditemukan',
  controlCharacters: 'Teks tidak boleh berisi karakter kontrol',
  serverError: 'Terjadi kesalahan pada server. Silakan coba lagi.',
  /** The title of every error notification and dialog (spec §2 wizard, §9 messages). */
  errorTitle: 'Terjadi kesalahan',
  databaseUnavailable: 'Layanan sedang tidak tersedia. Silakan coba beberapa saat lagi.',
  networkError: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
  /** A member sent more changes or lookups than a person filling in forms would. */
  tooManyRequests: (seconds: number) =>
    `Terlalu banyak permintaan. Silakan coba lagi dalam ${Math.max(1, seconds)} detik.`,
} as const;

// No form asks for these, and PostgreSQL refuses NUL in text and JSON; tab, LF and CR are typed text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a text holds a control character other than tab, line feed or carriage return. */
export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTER.test(text);

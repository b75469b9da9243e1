// The Indonesian names of the calendar, fixed here so that what the app writes does not depend on
// the ICU build of the browser or the server (and as dayjs's `id` locale wrote them before).

/** Month names, January first. */
export const INDONESIAN_MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Short month names, January first. */
export const INDONESIAN_SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agt',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;

/** A day, month, hour or minute in two digits ("07"), as dates and clocks are written. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Day names, Sunday first (as `Date#getUTCDay` counts). */
export const INDONESIAN_DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

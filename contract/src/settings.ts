/**
 * The foundation's settings (issue 34 item 9): its display name, the customer-service site the
 * "Hubungi Admin" tile opens, and the feature flags the spec names (the handover-proof upload).
 * Stored in the database and read by the running app; until a super admin saves them, the
 * environment's FOUNDATION_NAME and CUSTOMER_SERVICE_URL are their values.
 */
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

export const FOUNDATION_NAME_MAX = 100;
export const CUSTOMER_SERVICE_URL_MAX = 500;

export const settingsMessages = {
  foundationNameRequired: 'Nama yayasan harus diisi',
  foundationNameMax: `Nama yayasan paling banyak ${FOUNDATION_NAME_MAX} karakter`,
  customerServiceUrlRequired: 'Alamat layanan pelanggan harus diisi',
  customerServiceUrlInvalid: 'Alamat layanan pelanggan harus berupa URL yang diawali http:// atau https://',
  customerServiceUrlMax: `Alamat layanan pelanggan paling banyak ${CUSTOMER_SERVICE_URL_MAX} karakter`,
  flagInvalid: 'Pilih aktif atau tidak aktif',
  saved: 'Pengaturan berhasil disimpan',
} as const;

/** An absolute http(s) address: a host (no user name or password in it), then any path. */
const WEB_URL = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?([/?#]\S*)?$/i;

/** Whether the text is an absolute http:// or https:// address with a host. */
export const isWebUrl = (text: string): boolean => WEB_URL.test(text);

/** The settings as stored and as the form edits them: every one is always present. */
export const settingsSchema = z.object({
  /** The foundation's display name (the welcome text, the consent messages). */
  foundationName: z
    .string({ error: settingsMessages.foundationNameRequired })
    .trim()
    .min(1, { error: settingsMessages.foundationNameRequired })
    .max(FOUNDATION_NAME_MAX, { error: settingsMessages.foundationNameMax }),
  /** The site "Hubungi Admin" opens (WhatsApp or a help desk). */
  customerServiceUrl: z
    .string({ error: settingsMessages.customerServiceUrlRequired })
    .trim()
    .min(1, { error: settingsMessages.customerServiceUrlRequired, abort: true })
    .max(CUSTOMER_SERVICE_URL_MAX, { error: settingsMessages.customerServiceUrlMax, abort: true })
    .refine(isWebUrl, { error: settingsMessages.customerServiceUrlInvalid }),
  /** Field verifiers may upload the proof of handover ("Kirim bukti Serah terima", spec §2). */
  handoverProof: z.boolean({ error: settingsMessages.flagInvalid }),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;

const tag = 'settings';

export const settingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/settings',
    summary: "Read the foundation's settings",
    tag,
    access: 'staff',
    response: { 200: settingsSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/settings',
    summary: "Change the foundation's settings",
    tag,
    access: 'staff',
    body: settingsSchema,
    response: { 200: settingsSchema },
  }),
};

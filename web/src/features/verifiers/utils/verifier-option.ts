import type { Verifier } from '@amal/contract/verifiers';

/** A verifier as a select offers them: "Nama (NIP)", or the name alone without an NIP. */
export const verifierOption = (verifier: Pick<Verifier, 'idUser' | 'fullName' | 'nip'>) => ({
  value: String(verifier.idUser),
  label: verifier.nip ? `${verifier.fullName} (${verifier.nip})` : verifier.fullName,
});

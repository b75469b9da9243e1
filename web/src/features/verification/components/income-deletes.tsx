import { apiMessages } from '@amal/contract/api-messages';
import { ITEM_ID, itemsOf, type VerificationView, verificationMessages } from '@amal/contract/verification';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRupiah } from '../../../lib/format';
import { LOOKUP, useLookupOptions } from '../../../lib/lookup-options';
import { messageOf, notifyError } from '../../../lib/notify-error';
import { deleteIncome, useUpdateView } from '../api/verification-form';
import { notifyDone } from '../utils/notify-done';

type Income = Record<string, unknown> & { idVerificationItem: number };

/**
 * The incomes already saved in the verification, each deletable on its own (spec §2 "confirmation
 * on delete", §8): "Apakah antum yakin akan menghapus?" with "Ya, Yakin" / "Batalkan", then
 * DELETE /api/incomeverification/{id}.
 */
export function IncomeDeletes({
  view,
  section,
}: {
  view: VerificationView;
  section: VerificationView['sections'][number];
}) {
  const types = useLookupOptions(LOOKUP.incomeTypes);
  const update = useUpdateView(view.idProposal);
  const [asking, setAsking] = useState<Income | null>(null);
  const [deleting, setDeleting] = useState(false);
  const incomes = (itemsOf('incomes', section.verification?.data) ?? []).filter(
    (item): item is Income => typeof item[ITEM_ID] === 'number',
  );
  if (incomes.length === 0) return null;
  const nameOf = (income: Income) =>
    types.data?.find((t) => t.value === String(income.idIncomeType))?.label ?? 'Pendapatan';

  const confirm = async () => {
    if (!asking) return;
    setDeleting(true);
    try {
      const result = await deleteIncome(asking.idVerificationItem);
      update((current) => ({
        ...current,
        sections: current.sections.map((s) =>
          s.idSection === result.idSection ? { ...s, verification: result } : s,
        ),
      }));
      notifyDone(verificationMessages.incomeDeleted);
      setAsking(null);
    } catch (error) {
      notifyError(messageOf(error, apiMessages.networkError));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Pendapatan tersimpan
        </Title>
        {incomes.map((income) => (
          <Group key={income.idVerificationItem} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {nameOf(income)}
              {typeof income.nominal === 'number' ? ` · ${formatRupiah(income.nominal)}` : ''}
            </Text>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={`Hapus ${nameOf(income)}`}
              onClick={() => setAsking(income)}
            >
              Hapus
            </Button>
          </Group>
        ))}
      </Stack>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={verificationMessages.deleteIncomeConfirm}
        closeButtonProps={{ 'aria-label': 'Tutup' }}
        centered
      >
        <Stack gap="md">
          {asking && <Text fw={600}>{nameOf(asking)}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(null)}>
              {verificationMessages.deleteIncomeNo}
            </Button>
            <Button color="red" loading={deleting} onClick={confirm}>
              {verificationMessages.deleteIncomeYes}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

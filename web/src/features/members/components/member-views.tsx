import { documentReviewLabels } from '@amal/contract/documents';
import type { MemberDetail, MemberProposal } from '@amal/contract/members';
import { Alert, Anchor, Badge, DataList, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { documentUrl } from '../../../lib/documents';
import { formatDate } from '../../../lib/format';

/** Page "rekening": the member's own bank account, which only the member changes (decision 0030). */
export function BankAccountView({ member }: { member: MemberDetail }) {
  const account = member.bankAccount;
  if (!account) {
    return (
      <Alert color="gray" variant="light">
        Anggota ini belum menambahkan rekening bank.
      </Alert>
    );
  }
  return (
    <>
      <DataList>
        <DataList.Item>
          <DataList.ItemLabel>Bank</DataList.ItemLabel>
          <DataList.ItemValue>{account.bankName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Nomor rekening</DataList.ItemLabel>
          <DataList.ItemValue>{account.accountNumber}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Nama pemilik rekening</DataList.ItemLabel>
          <DataList.ItemValue>{account.accountName}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Text size="sm" c="dimmed" mt="sm">
        Rekening hanya dapat diubah oleh anggota sendiri.
      </Text>
    </>
  );
}

const SIDES: Record<MemberProposal['side'], string> = {
  both: 'Untuk diri sendiri',
  referrer: 'Pemohon',
  reference: 'Penerima',
};

/** Page "pengajuan": the member's proposals in the caller's programmes, each opening on the desk. */
export function ProposalsView({ member }: { member: MemberDetail }) {
  if (member.proposals.length === 0) {
    return (
      <Alert color="gray" variant="light">
        Tidak ada pengajuan anggota ini di program Anda.
      </Alert>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No.</Table.Th>
            <Table.Th>Tanggal</Table.Th>
            <Table.Th>Program</Table.Th>
            <Table.Th>Sebagai</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {member.proposals.map((proposal) => (
            <Table.Tr key={proposal.idProposal}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/proposal/${proposal.idProposal}`} fw={600}>
                  #{proposal.idProposal}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(proposal.createdAt, 'D MMM YYYY')}
              </Table.Td>
              <Table.Td>{proposal.program.name}</Table.Td>
              <Table.Td>
                {SIDES[proposal.side]}
                {proposal.otherParty ? (
                  <Text size="xs" c="dimmed">
                    {proposal.side === 'referrer' ? 'untuk' : 'oleh'} {proposal.otherParty}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {proposal.status.name}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const REVIEW_COLORS = { PENDING: 'gray', ACCEPTED: 'teal', REUPLOAD: 'orange' } as const;

/** Page "dokumen": the member's own documents (KTP, KK, photo) that the caller may open. */
export function DocumentsView({ member }: { member: MemberDetail }) {
  if (member.documents.length === 0) {
    return (
      <Alert color="gray" variant="light">
        Tidak ada dokumen pribadi anggota ini yang dapat Anda lihat.
      </Alert>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Dokumen</Table.Th>
            <Table.Th>Diunggah</Table.Th>
            <Table.Th>Pemeriksaan</Table.Th>
            <Table.Th>Berkas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {member.documents.map((document) => (
            <Table.Tr key={document.idDocument}>
              <Table.Td>{document.typeName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(document.createdAt, 'D MMM YYYY')}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none" color={REVIEW_COLORS[document.reviewStatus]}>
                  {documentReviewLabels[document.reviewStatus]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Anchor
                  href={documentUrl(document.idDocument)}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  aria-label={`Lihat ${document.typeName} (tab baru)`}
                >
                  Lihat ({document.extension.toUpperCase()}){' '}
                  <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
